/** Buying an artwork at its fixed price (spec 2 "nft/purchase", issue 13), behind the login gate. `?id=`. */
import { PurchaseConfirm } from '../../features/nft/components/PurchaseConfirm.tsx';

export default function NftPurchasePage() {
  return <PurchaseConfirm blindBox={false} />;
}
