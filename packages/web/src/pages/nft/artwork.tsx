/**
 * Spec 2 lists "nft/artwork" among the NFT components: in Bourse it is the artworks list of the
 * marketplace page, so this route opens that page there (replacing itself in the history).
 */
import { useEffect } from 'react';
import { redirectTo } from '../../app/nav.ts';
import { PageLoading } from '../../components/PageStates.tsx';

export default function NftArtworkRoute() {
  useEffect(() => redirectTo('/pages/nft/nft', { tab: 'artworks' }), []);
  return <PageLoading />;
}
