/**
 * Spec 2 lists "nft/search" among the NFT components: in Bourse it is the artworks list and its search of the
 * marketplace page, so this route opens that page there (replacing itself in the history).
 */
import { useEffect } from 'react';
import { redirectTo } from '../../app/nav.ts';
import { PageLoading } from '../../components/PageStates.tsx';

export default function NftSearchRoute() {
  useEffect(() => redirectTo('/pages/nft/nft', { tab: 'artworks' }), []);
  return <PageLoading />;
}
