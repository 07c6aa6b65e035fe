/** VIP levels: the settings row and the VIP page (issue 12). */
export default {
  title: 'VIP level',
  row: 'VIP level',
  hero: {
    discount: 'Fee discount',
    discountNote:
      '{{percent}} off spot maker and taker fees and contract opening and closing fees.',
    noDiscount: 'VIP0 pays the published fees. From VIP1 on, every fee is discounted.',
    notYet: 'Not assessed yet: every account is VIP0 until its first daily assessment.',
    assessedAt: 'Assessed',
    window: 'Volume window',
    windowDays: '{{from}} – {{to}} (UTC)',
    next: 'Next assessment',
  },
  figures: {
    volume: '30-day volume (USDT)',
    split: 'Spot {{spot}} · Contracts {{contract}}',
    holdings: 'Holdings (USDT)',
    holdingsNote: 'All accounts, at the index',
  },
  progress: {
    title: 'Next: {{level}}',
    discount: '{{percent}} off',
    volume: '30-day volume',
    holdings: 'Holdings',
    or: 'or',
    missing: '{{amount}} USDT to go',
    met: 'Reached',
    either: 'Reaching either one is enough. The figures are those of your last assessment.',
    topTitle: 'Top level',
    top: 'You are at the highest level.',
  },
  table: {
    title: 'Levels',
    level: 'Level',
    volume: '30-day volume',
    holdings: 'Holdings',
    discount: 'Discount',
    note: 'Thresholds in USDT. Meeting either the volume or the holdings reaches a level.',
  },
  rules: {
    title: 'How your level is computed',
    either: 'Your level is the highest one whose 30-day volume or holdings you meet.',
    volume:
      '30-day volume: the USDT value of your spot and stock trades, as maker or taker, plus the notional of the contracts you opened and closed, over the {{days}} UTC days before the assessment day.',
    holdings:
      'Holdings: every balance in every account, available and frozen, valued at the index price (USDT counts one for one).',
    daily:
      'Levels are assessed every day at {{time}} UTC and can go up or down. A new account is VIP0 until its first assessment.',
    discount:
      'The discount comes off spot maker and taker fees and contract opening and closing fees, and is recorded on every trade.',
  },
};
