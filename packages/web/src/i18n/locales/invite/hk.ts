/** 邀請頁的返佣計劃：返佣比例、累計收益、好友與返佣記錄（issue 12）。 */
export default {
  step3: '獲得其交易手續費的 {{percent}}',
  summary: {
    title: '我的返佣',
    rateOf: '好友所付交易手續費的返佣比例',
    friends: '已邀請好友',
    earned: '累計返佣',
    none: '暫無',
    nextPay: '下次發放',
    rule: '每天 UTC 00:10，您將獲得好友前一天所付現貨、股票和合約手續費的 {{percent}}，以好友支付手續費的幣種發放，向下取整。返佣發放至您的現貨賬戶（股票手續費的返佣發放至股票賬戶）。按發放當日生效的比例計算。',
  },
  tabs: {
    friends: '好友',
    rebates: '返佣記錄',
  },
  friends: {
    joined: '{{date}} 註冊',
    noRebate: '暫無返佣',
    empty: '還沒有好友。分享您的連結，透過它註冊的用戶都會顯示在這裡。',
  },
  rebates: {
    empty: '暫無返佣。好友交易後的次日發放。',
    from: '來自 {{account}}',
    day: '交易日 {{day}}（UTC）',
    fees: '手續費 {{amount}} {{currency}} × {{percent}}',
    roundedToZero: '不足最小單位，未發放',
  },
  sources: {
    spot: '現貨',
    stock: '股票',
    contract: '合約',
  },
  more: '載入更多',
};
