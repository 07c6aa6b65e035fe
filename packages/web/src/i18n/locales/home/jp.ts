export default {
  header: {
    settings: '言語と設定',
    messages: 'メッセージ',
    messagesUnread: 'メッセージ（未読 {{count}} 件）',
  },
  banner: { label: '注目' },
  notice: { label: 'お知らせ' },
  popup: { badge: 'お知らせ', close: '閉じる', details: '詳細を見る' },
  shortcuts: { label: 'ショートカット', more: 'もっと見る', less: '閉じる' },
  quotes: {
    title: 'マーケット',
    more: 'もっと見る',
    kind: { crypto: '暗号資産', stock: '株式' },
    name: '銘柄',
    price: '現在値',
    change: '24時間騰落率',
    empty: '上場銘柄はまだありません',
  },
  news: { title: 'ニュース', more: 'さらに読み込む', empty: 'ニュースはまだありません' },
};
