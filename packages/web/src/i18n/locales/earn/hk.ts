/** 理財中心（繁體中文）：我的理財、即將發生、三類產品。 */
export default {
  page: {
    title: '理財',
  },
  mine: {
    title: '我的理財',
    running_one: '{{count}} 筆進行中',
    running_other: '{{count}} 筆進行中',
    signedOut: '登入後查看您的持倉、已發放和待發放的收益，以及即將到期的項目。',
    signIn: '登入',
    empty: '暫無理財持倉',
    emptyHint: '在下方選擇鎖倉挖礦、雙幣投資或 IEO 開始賺取收益。',
    next: '下次',
    orders: '訂單',
  },
  product: {
    lockup: '鎖倉挖礦',
    dual: '雙幣投資',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: '鎖倉中',
      pending: '待發利息',
      paid: '已發利息',
    },
    dual: {
      holding: '投資中',
      pending: '到期收益',
      paid: '已結算回款（本金及收益）',
    },
    ieo: {
      holding: '申購凍結',
      pending: '待釋放代幣',
      paid: '已釋放代幣',
    },
  },
  event: {
    lockupCredit: '利息發放',
    lockupEnd: '鎖倉到期，本金返還',
    dualSettle: '到期結算',
    ieoAllocate: '代幣分配',
    ieoRelease: '代幣釋放',
  },
  time: {
    in: '{{span}}後',
    due: '即將處理',
    d: '天',
    h: '時',
    m: '分',
    s: '秒',
  },
  upcoming: {
    title: '即將發生',
    empty: '暫無待辦事項',
  },
  section: {
    more: '更多',
    orders: '我的訂單',
    empty: '暫無在售產品',
    lockupHint: '每日固定利息，到期返還本金',
    dualHint: '更高收益，以兩種幣之一結算',
    ieoHint: '新幣上線前搶先申購',
  },
  lockup: {
    apr: '年化收益',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    from: '{{amount}} {{coin}} 起投',
  },
  dual: {
    apr: '年化',
    linked: '掛鉤價',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
  },
  ieo: {
    price: '價格',
    subscribed: '已申購',
    phase: {
      '0': '即將開始',
      '1': '預熱中',
      '2': '進行中',
      '3': '已結束',
      paused: '已暫停',
    },
  },
};
