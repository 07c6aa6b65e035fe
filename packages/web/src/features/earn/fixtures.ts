/** The hub's server replies for its tests: a summary with positions, plans and projects. */
import {
  IeoPhase,
  LockupPlanStatus,
  type EarnSummary,
  type IeoProjectItem,
  type LockupPlanItem,
} from '@bourse/shared';

/** 2026-03-02 10:00:00 UTC, the tests' "now". */
export const NOW_MS = Date.UTC(2026, 2, 2, 10, 0, 0);
const at = (hoursFromNow: number) => NOW_MS / 1000 + hoursFromNow * 3600;

export const EMPTY_SUMMARY: EarnSummary = {
  products: (['ieo', 'lockup', 'dual'] as const).map((product) => ({
    product,
    open: 0,
    holding: [],
    pending: [],
    paid: [],
    next: null,
  })),
  upcoming: [],
};

const LOCKUP_CREDIT = {
  product: 'lockup' as const,
  kind: 'lockupCredit',
  at: at(14),
  id: 11,
  title: 'USDT · 30-day lock-up',
  amount: { currency: 'USDT', amount: '0.3287' },
};
const DUAL_SETTLE = {
  product: 'dual' as const,
  kind: 'dualSettle',
  at: at(24 * 6 + 3),
  id: 21,
  title: 'Buy BTC low · 90000',
  amount: null,
};
const IEO_ALLOCATE = {
  product: 'ieo' as const,
  kind: 'ieoAllocate',
  at: at(0.5),
  id: 31,
  title: 'Luma Network',
  amount: null,
};

/** A lock-up in USDT and BTC, a running dual order, an IEO subscription waiting. */
export const SUMMARY: EarnSummary = {
  products: [
    {
      product: 'ieo',
      open: 1,
      holding: [{ currency: 'USDT', amount: '250' }],
      pending: [],
      paid: [{ currency: 'NOVA', amount: '1200' }],
      next: IEO_ALLOCATE,
    },
    {
      product: 'lockup',
      open: 2,
      holding: [
        { currency: 'BTC', amount: '0.05' },
        { currency: 'USDT', amount: '1000' },
      ],
      pending: [
        { currency: 'BTC', amount: '0.00004105' },
        { currency: 'USDT', amount: '9.861' },
      ],
      paid: [{ currency: 'USDT', amount: '12.5' }],
      next: LOCKUP_CREDIT,
    },
    {
      product: 'dual',
      open: 1,
      holding: [{ currency: 'USDT', amount: '200' }],
      pending: [{ currency: 'USDT', amount: '1.2' }],
      paid: [],
      next: DUAL_SETTLE,
    },
  ],
  upcoming: [IEO_ALLOCATE, LOCKUP_CREDIT, DUAL_SETTLE],
};

const PLAN: LockupPlanItem = {
  id: 4,
  currency_id: 3,
  currency_name: 'USDT',
  save_min: '100',
  save_max: '100000',
  interest_rate: '0.012',
  interest_rate_min: '0.012',
  interest_rate_max: '0.015',
  apr_percent: '4.38',
  day: 30,
  penalty_percent: '0.05',
  dividend_utc: '00:00',
  decimals: 6,
  status: LockupPlanStatus.active,
  intro: 'USDT · 4.38% a year · 30 days',
};

export const PLANS: LockupPlanItem[] = [
  PLAN,
  {
    ...PLAN,
    id: 5,
    currency_id: 1,
    currency_name: 'BTC',
    save_min: '0.001',
    apr_percent: '3.65',
    day: 90,
  },
  { ...PLAN, id: 6, apr_percent: '9.125', day: 180, status: LockupPlanStatus.paused },
  { ...PLAN, id: 7, apr_percent: '7.3', day: 90 },
];

const PROJECT: IeoProjectItem = {
  id: 2,
  title: 'Luma Network',
  summary: 'A light-client network',
  logo: '/h5/coins/luma.svg',
  currency_id: 9,
  currency_name: 'LUMA',
  token_decimals: 4,
  amount: '1000000',
  total_sell: '1250000',
  percentage: '125',
  price: '0.05',
  day: 7,
  time_status: IeoPhase.inProgress,
  paused: false,
  warmup_at: '2026-02-25 00:00:00',
  start_at: '2026-03-01 00:00:00',
  end_at: '2026-03-02 10:30:00',
  warmup_ts: 1_771_977_600,
  start_ts: 1_772_323_200,
  end_ts: 1_772_447_400,
  release_ts: 1_773_052_200,
  market_ts: 1_773_052_200,
  now_ts: 1_772_445_600,
  min_amount: '100',
  max_amount: '100000',
  pay_currencies: [{ id: 3, name: 'USDT' }],
  participants: 42,
  sold: null,
  remainder: null,
  allocated_ts: null,
  whitepaper: 'https://example.com/wp.pdf',
  website: 'https://example.com',
};

export const PROJECTS: IeoProjectItem[] = [
  PROJECT,
  {
    ...PROJECT,
    id: 3,
    title: 'Nova Chain',
    currency_name: 'NOVA',
    percentage: '12.5',
    time_status: IeoPhase.warmUp,
  },
  { ...PROJECT, id: 4, title: 'Verdant', currency_name: 'VRDT', paused: true, percentage: '0' },
  { ...PROJECT, id: 5, title: 'Old Token', time_status: IeoPhase.finished },
];
