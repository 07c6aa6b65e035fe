/** Deposit one currency (spec 2 fund/receive); records at the top right. */
import { CoinFundingPage } from '../../features/funding/components/CoinFundingPage.tsx';
import { DepositPanel } from '../../features/funding/components/DepositPanel.tsx';

export default function ReceivePage() {
  return <CoinFundingPage kind="deposit">{(coin) => <DepositPanel coin={coin} />}</CoinFundingPage>;
}
