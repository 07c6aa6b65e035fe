/** Customer service chat (Japanese). */
export default {
  title: 'カスタマーサポート',
  online: '対応中',
  offlineShort: '時間外',
  offline:
    '現在サポートは対応時間外です。対応時間：{{hours}}（UTC）。{{time}} 以降に返信する予定です。',
  earlier: '以前のメッセージ',
  loadFailed: 'チャットを読み込めませんでした',
  retry: '再試行',
  support: 'サポート',
  agentInitial: 'サ',
  image: '画像',
  read: '既読',
  sent: '送信済み',
  pickImage: '画像を送信',
  placeholder: 'メッセージを入力',
  send: '送信',
};
