/** 資産運用ハブ（日本語）：マイ運用、今後の予定、3 つの商品。 */
export default {
  page: {
    title: '資産運用',
  },
  mine: {
    title: 'マイ運用',
    running_one: '{{count}} 件運用中',
    running_other: '{{count}} 件運用中',
    signedOut: 'ログインすると、保有状況、支払済み・今後の収益、次の満期を確認できます。',
    signIn: 'ログイン',
    empty: 'まだ運用はありません',
    emptyHint: '下のロックアップ、デュアル投資、IEO から選んで始めましょう。',
    next: '次回',
    orders: '注文',
  },
  product: {
    lockup: 'ロックアップマイニング',
    dual: 'デュアル投資',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: 'ロック中',
      pending: '今後の利息',
      paid: '支払済み利息',
    },
    dual: {
      holding: '投資中',
      pending: '満期時の利回り',
      paid: '決済済み支払い（元本と利回り）',
    },
    ieo: {
      holding: '申込で拘束中',
      pending: 'リリース待ちトークン',
      paid: 'リリース済みトークン',
    },
  },
  event: {
    lockupCredit: '利息の支払い',
    lockupEnd: 'ロック終了・元本返還',
    dualSettle: '満期決済',
    ieoAllocate: 'トークン割当',
    ieoRelease: 'トークンリリース',
  },
  time: {
    in: 'あと {{span}}',
    due: 'まもなく処理',
    d: '日',
    h: '時間',
    m: '分',
    s: '秒',
  },
  upcoming: {
    title: '今後の予定',
    empty: '予定はありません',
  },
  section: {
    more: 'もっと見る',
    orders: 'マイ注文',
    empty: '現在販売中の商品はありません',
    lockupHint: '毎日固定の利息、満期に元本返還',
    dualHint: '高い利回り、2 つの通貨のいずれかで決済',
    ieoHint: '上場前に新しいトークンを申し込む',
  },
  lockup: {
    apr: '年利回り',
    days_one: '{{count}} 日',
    days_other: '{{count}} 日',
    from: '{{amount}} {{coin}} から',
  },
  dual: {
    apr: '年利',
    linked: '連動価格',
    days_one: '{{count}} 日',
    days_other: '{{count}} 日',
  },
  ieo: {
    price: '価格',
    subscribed: '申込済み',
    phase: {
      '0': '近日開始',
      '1': 'ウォームアップ',
      '2': '進行中',
      '3': '終了',
      paused: '一時停止',
    },
  },
};
