/** 理财中心（简体中文）：我的理财、即将发生、三类产品。 */
export default {
  page: {
    title: '理财',
  },
  mine: {
    title: '我的理财',
    running_one: '{{count}} 笔进行中',
    running_other: '{{count}} 笔进行中',
    signedOut: '登录后查看您的持仓、已发放和待发放的收益，以及即将到期的项目。',
    signIn: '登录',
    empty: '暂无理财持仓',
    emptyHint: '在下方选择锁仓挖矿、双币投资或 IEO 开始赚取收益。',
    next: '下次',
    orders: '订单',
  },
  product: {
    lockup: '锁仓挖矿',
    dual: '双币投资',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: '锁仓中',
      pending: '待发利息',
      paid: '已发利息',
    },
    dual: {
      holding: '投资中',
      pending: '到期收益',
      paid: '已结算回款（本金及收益）',
    },
    ieo: {
      holding: '申购冻结',
      pending: '待释放代币',
      paid: '已释放代币',
    },
  },
  event: {
    lockupCredit: '利息发放',
    lockupEnd: '锁仓到期，本金返还',
    dualSettle: '到期结算',
    ieoAllocate: '代币分配',
    ieoRelease: '代币释放',
  },
  time: {
    in: '{{span}}后',
    due: '即将处理',
    d: '天',
    h: '时',
    m: '分',
    s: '秒',
  },
  upcoming: {
    title: '即将发生',
    empty: '暂无待办事项',
  },
  section: {
    more: '更多',
    orders: '我的订单',
    empty: '暂无在售产品',
    lockupHint: '每日固定利息，到期返还本金',
    dualHint: '更高收益，以两种币之一结算',
    ieoHint: '新币上线前抢先申购',
  },
  lockup: {
    apr: '年化收益',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    from: '{{amount}} {{coin}} 起投',
  },
  dual: {
    apr: '年化',
    linked: '挂钩价',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
  },
  ieo: {
    price: '价格',
    subscribed: '已申购',
    phase: {
      '0': '即将开始',
      '1': '预热中',
      '2': '进行中',
      '3': '已结束',
      paused: '已暂停',
    },
  },
};
