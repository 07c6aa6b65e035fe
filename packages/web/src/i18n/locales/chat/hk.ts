/** Customer service chat (Traditional Chinese). */
export default {
  title: '線上客服',
  online: '在線',
  offlineShort: '離線',
  offline: '客服目前不在線。服務時間：{{hours}}（UTC）。預計將於 {{time}} 起回覆。',
  earlier: '更早的訊息',
  loadFailed: '無法載入聊天',
  retry: '重試',
  support: '客服',
  agentInitial: '客',
  image: '圖片',
  read: '已讀',
  sent: '已傳送',
  pickImage: '傳送圖片',
  placeholder: '輸入訊息',
  send: '傳送',
};
