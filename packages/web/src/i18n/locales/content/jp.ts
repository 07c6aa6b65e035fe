export default {
  article: { title: '記事', notFound: 'この記事は存在しないか、削除されました。' },
  sitePage: {
    aboutus: '会社概要',
    contactus: 'お問い合わせ',
    compliance: '運営コンプライアンス',
    updated: '最終更新日：{{date}}',
  },
  faq: { title: 'よくある質問', empty: '質問はまだありません' },
  webView: {
    title: 'ウェブページ',
    refusedTitle: 'このアドレスは開けません',
    refused: '安全のため、アプリ内では安全な（https）ページのみ開くことができます。',
    openOutside: 'ブラウザで開く',
  },
  mail: {
    hubTitle: 'メッセージセンター',
    listTitle: 'マイメッセージ',
    tabMessages: 'メッセージ',
    tabAnnouncements: 'お知らせ',
    readAll: 'すべて既読',
    allRead: 'すべてのメッセージを既読にしました',
    empty: 'メッセージはまだありません',
    system: 'システム',
    unread: '未読',
    signIn: 'ログインするとメッセージを確認できます',
    signInButton: 'ログイン',
  },
  announcements: {
    title: 'お知らせ',
    detailTitle: 'お知らせ詳細',
    empty: 'お知らせはまだありません',
  },
};
