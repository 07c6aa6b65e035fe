/**
 * Spec 2 lists "nft/artist" among the NFT components: in Bourse it is the artists list of the
 * marketplace page, so this route opens that page there (replacing itself in the history).
 */
import { useEffect } from 'react';
import { redirectTo } from '../../app/nav.ts';
import { PageLoading } from '../../components/PageStates.tsx';

export default function NftArtistRoute() {
  useEffect(() => redirectTo('/pages/nft/nft', { tab: 'artists' }), []);
  return <PageLoading />;
}
