/** 邀请页的返佣计划：返佣比例、累计收益、好友与返佣记录（issue 12）。 */
export default {
  step3: '获得其交易手续费的 {{percent}}',
  summary: {
    title: '我的返佣',
    rateOf: '好友所付交易手续费的返佣比例',
    friends: '已邀请好友',
    earned: '累计返佣',
    none: '暂无',
    nextPay: '下次发放',
    rule: '每天 UTC 00:10，您将获得好友前一天所付现货、股票和合约手续费的 {{percent}}，以好友支付手续费的币种发放，向下取整。返佣发放至您的现货账户（股票手续费的返佣发放至股票账户）。按发放当日生效的比例计算。',
  },
  tabs: {
    friends: '好友',
    rebates: '返佣记录',
  },
  friends: {
    joined: '{{date}} 注册',
    noRebate: '暂无返佣',
    empty: '还没有好友。分享您的链接，通过它注册的用户都会显示在这里。',
  },
  rebates: {
    empty: '暂无返佣。好友交易后的次日发放。',
    from: '来自 {{account}}',
    day: '交易日 {{day}}（UTC）',
    fees: '手续费 {{amount}} {{currency}} × {{percent}}',
    roundedToZero: '不足最小单位，未发放',
  },
  sources: {
    spot: '现货',
    stock: '股票',
    contract: '合约',
  },
  more: '加载更多',
};
