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
  TeamOutline,
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

export const SHORTCUT_ICONS: Record<string, ReactNode> = {
  recharge: <ArrowDownCircleOutline />,
  withdraw: <UpCircleOutline />,
  stock: <HistogramOutline />,
  futures: <FireFill />,
  seconds: <ClockCircleOutline />,
  'copy-trade': <TeamOutline />,
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
