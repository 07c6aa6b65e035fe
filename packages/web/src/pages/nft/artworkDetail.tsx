/** An artwork, a box or a series on sale (spec 2 "nft/artworkDetail", issue 13). `?id=`. */
import { ArtworkView } from '../../features/nft/components/ArtworkView.tsx';

export default function ArtworkDetailPage() {
  return <ArtworkView />;
}
