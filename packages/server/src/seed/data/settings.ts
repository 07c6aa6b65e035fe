/**
 * Public settings read by `GET /getSetting {keyword}`. Values are JSON; amounts and rates
 * are decimal strings (DESIGN.md section 4). An operator may edit any of them: the seed
 * only inserts keywords that are missing.
 */
import { LANGS, type FiatCode } from '@bourse/shared';
import {
  BORROWING_PATH,
  CONTACT_PATH,
  GAME_PATH,
  LOANS_PATH,
} from '../../modules/system/index.ts';

/** spec 6: Lv1 200 BTC / Lv2 500 BTC withdrawal per 24 h; fiat per order 2,000 / 1,000,000 USDT. */
const kycLimits = {
  levels: [
    {
      level: 1,
      name: 'basic',
      withdraw_24h: { amount: '200', currency: 'BTC' },
      fiat_per_order: { amount: '2000', currency: 'USDT' },
      requires: ['id_type', 'name', 'card_id'],
    },
    {
      level: 2,
      name: 'advanced',
      withdraw_24h: { amount: '500', currency: 'BTC' },
      fiat_per_order: { amount: '1000000', currency: 'USDT' },
      requires: ['id_type', 'name', 'card_id', 'front_pic', 'reverse_pic'],
    },
  ],
};

/**
 * Fallback when the third-party rates service cannot be reached (spec 7: fetched at most
 * once per 24 h). Units of each currency per 1 USD, approximate mid-market rates of the
 * date given. USD to USDT is 1:1 (spec 9).
 */
const fiatRates = {
  base: 'USD',
  date: '2025-11-03',
  rates: {
    USD: '1',
    CNY: '7.12',
    GBP: '0.761',
    HKD: '7.77',
    JPY: '153.9',
    EUR: '0.867',
    AED: '3.6725',
    THB: '32.45',
    PHP: '58.93',
    SGD: '1.303',
    VND: '26310',
  } satisfies Record<FiatCode, string>,
};

/** spec 9: bank-transfer purchase at 1:1 USD to USDT, settled in 2 to 5 working days. */
const buyCryptoCountries = {
  usd_to_usdt: '1',
  settle_working_days: { min: 2, max: 5 },
  receive_currency: 'USDT',
  /** The smallest order, in USDT, and how long an unpaid order waits (modules/purchase). */
  min_usdt: '50',
  time_limit_minutes: 30,
  /** Units per USD of purchase currencies that fiat_rates (display fiats) lacks, approx. 2025-11. */
  rates: { NGN: '1440', IDR: '16650', BRL: '5.37', INR: '88.7', MXN: '18.5' },
  countries: [
    { iso: 'US', currency: 'USD' },
    { iso: 'NG', currency: 'NGN' },
    { iso: 'TH', currency: 'THB' },
    { iso: 'ID', currency: 'IDR' },
    { iso: 'BR', currency: 'BRL' },
    { iso: 'IN', currency: 'INR' },
    { iso: 'VN', currency: 'VND' },
    { iso: 'MX', currency: 'MXN' },
    { iso: 'PH', currency: 'PHP' },
  ],
  payment_methods: ['bank_transfer', 'card', 'wallet'],
};

/** Invite and rebate programme: a share of the trading fees of the people one invited. */
const inviteRebate = {
  commission_currency: 'USDT',
  /** Share of each invitee's trading fee, by generation (1 = invited directly). */
  fee_share: [
    { generation: 1, rate: '0.30' },
    { generation: 2, rate: '0.10' },
  ],
  /** How long after registration an invitee's fees earn a rebate. */
  valid_days: 365,
  settle: 'daily',
  settle_time_utc: '00:30',
  min_payout: '1',
  invite_link: '/h5/#/pages/common/register?code={invite_code}',
};

export const PUBLIC_SETTINGS: Record<string, unknown> = {
  // The original client's site config and text settings (client contract 9; checked and
  // served by modules/system/siteLinks.ts). A path is answered under PUBLIC_URL. Until an
  // operator sets real channels, every contact row opens Bourse's own contact page (the loan
  // and repayment rows open the enquiry form and the user's loans).
  site: {
    site_name: 'Bourse',
    site_logo: '/h5/logo.svg',
    down_logo: '/h5/logo.svg',
    zxkf_url: CONTACT_PATH,
    telegram_url: CONTACT_PATH,
    whatsApp_url: CONTACT_PATH,
    jie_url: BORROWING_PATH,
    hk_url: LOANS_PATH,
  },
  // The download opens the page that installs the H5 app as a web app (issue 14).
  apk_download_url: '/h5/#/pages/common/download',
  support_url: CONTACT_PATH,
  // The original client's game page shows Bourse's quiz (issue 14).
  game_url: GAME_PATH,
  version: 'wgt,80',
  languages: { default: 'en', available: LANGS },
  app_version: { version: '0.8.0', code: 80 },
  // Placeholders under example.com (RFC 2606): an operator sets the real store pages.
  app_download: {
    page: 'https://download.example.com/bourse',
    android: { url: 'https://download.example.com/bourse/bourse-0.8.0.apk', version: '0.8.0' },
    ios: { url: 'https://download.example.com/bourse/ios', version: '0.8.0' },
  },
  customer_service: {
    timezone: 'UTC',
    hours: [
      { days: 'mon-fri', from: '00:00', to: '24:00' },
      { days: 'sat-sun', from: '08:00', to: '22:00' },
    ],
    // No chat yet: the contact page lists the channels that exist.
    online_chat: '#/pages/common/contactus',
    email: 'support@bourse.example',
    reply_within_hours: 24,
  },
  kyc_limits: kycLimits,
  invite_rebate: inviteRebate,
  fiat_rates: fiatRates,
  fiat_default: { currency_code: 'USD', rate: '1' },
  buy_crypto: buyCryptoCountries,
  // Shortcuts an operator hides from the home grid (see modules/content/menu.ts).
  home_menu: { disabled: [] },
};
