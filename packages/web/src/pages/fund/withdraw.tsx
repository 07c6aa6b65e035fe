/** Withdraw one currency (spec 2 fund/withdraw); records at the top right. */
import { CoinFundingPage } from '../../features/funding/components/CoinFundingPage.tsx';
import { WithdrawForm } from '../../features/funding/components/WithdrawForm.tsx';

export default function WithdrawPage() {
  return (
    <CoinFundingPage kind="withdraw">{(coin) => <WithdrawForm coin={coin} />}</CoinFundingPage>
  );
}
