/** Buying one blind box of a series (spec 2 "nft/purchase_one", issue 13), behind the login gate. `?id=`. */
import { PurchaseConfirm } from '../../features/nft/components/PurchaseConfirm.tsx';

export default function NftPurchaseBoxPage() {
  return <PurchaseConfirm blindBox />;
}
