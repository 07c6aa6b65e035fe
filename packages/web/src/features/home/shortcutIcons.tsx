/** The icon of each home shortcut, by the `web_icon` name GET /menu sends. */
import type { ReactNode } from 'react';
import {
  ClockCircleOutline,
  AppstoreOutline,
  ArrowDownCircleOutline,
  ArrowsAltOutline,
  BankcardOutline,
  BillOutline,
  CollectMoneyOutline,
  CouponOutline,
  DownlandOutline,
  FireFill,
  GiftOutline,
  HandPayCircleOutline,
  HistogramOutline,
  LinkOutline,
  LockOutline,
  LoopOutline,
  MessageOutline,
  PictureOutline,
  PieOutline,
  ReceivePaymentOutline,
  ShopbagOutline,
  SmileOutline,
  UnorderedListOutline,
  UpCircleOutline,
} from 'antd-mobile-icons';

function CloudIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path
        d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Two people, one behind the other (copy trading): drawn here, lighter than the icon set's. */
function CopyTradeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19.5c.6-3.3 3-5.3 6-5.3s5.4 2 6 5.3" />
      <path d="M15.5 4.9a3.2 3.2 0 0 1 0 6.2M17.6 14.6c1.8.7 3 2.4 3.4 4.9" />
    </svg>
  );
}

export const SHORTCUT_ICONS: Record<string, ReactNode> = {
  recharge: <ArrowDownCircleOutline />,
  withdraw: <UpCircleOutline />,
  stock: <HistogramOutline />,
  futures: <FireFill />,
  seconds: <ClockCircleOutline />,
  'copy-trade': <CopyTradeIcon />,
  financial: <CollectMoneyOutline />,
  leverage: <ArrowsAltOutline />,
  otc: <HandPayCircleOutline />,
  coupon: <CouponOutline />,
  bill: <BillOutline />,
  exchange: <LoopOutline />,
  mining: <LockOutline />,
  game: <SmileOutline />,
  chat: <MessageOutline />,
  'quick-buy': <ShopbagOutline />,
  defi: <LinkOutline />,
  cloud: <CloudIcon />,
  borrow: <BankcardOutline />,
  repay: <ReceivePaymentOutline />,
  nft: <PictureOutline />,
  invest: <PieOutline />,
  ieo: <GiftOutline />,
  download: <DownlandOutline />,
  transfer: <ArrowsAltOutline />,
  trade: <HistogramOutline />,
  market: <UnorderedListOutline />,
};

export const FALLBACK_ICON = <AppstoreOutline />;
