export default {
  tabs: {
    label: 'メインナビゲーション',
    home: 'ホーム',
    quotes: 'マーケット',
    trade: '取引',
    assets: '資産',
  },
  pageError: {
    title: 'このページを表示できません',
    description: '接続を確認して、もう一度お試しください。',
    timeout: 'ページの読み込みに時間がかかりすぎています',
    missing: 'ページが見つかりません',
  },
  underDevelopment: { description: 'この機能は開発中です。まもなくご利用いただけます。' },
  actions: {
    retry: '再試行',
    confirm: '確認',
    cancel: 'キャンセル',
    save: '保存',
    copy: 'コピー',
    back: '戻る',
  },
  states: {
    loading: '読み込み中…',
    empty: 'まだ何もありません',
    noMore: 'これ以上データはありません',
    loadFailed: '読み込めませんでした。もう一度お試しください。',
  },
  error: {
    timeout: 'リクエストがタイムアウトしました。もう一度お試しください。',
    network: 'ネットワークエラーです。接続を確認してください。',
    http: 'サーバーがステータス {{status}} を返しました。',
  },
  offline: {
    banner: 'オフラインです：オンラインに戻ると価格と残高が更新されます',
    data: 'オフラインです。オンラインに戻ると読み込まれます。',
    pageTitle: 'オフラインです',
    pageText: 'オンラインに戻るとこのページを開けます。',
  },
};
