/** Customer service chat (Simplified Chinese). */
export default {
  title: '在线客服',
  online: '在线',
  offlineShort: '离线',
  offline: '客服目前不在线。服务时间：{{hours}}（UTC）。预计将于 {{time}} 起回复。',
  earlier: '更早的消息',
  loadFailed: '无法加载聊天',
  retry: '重试',
  support: '客服',
  agentInitial: '客',
  image: '图片',
  read: '已读',
  sent: '已发送',
  pickImage: '发送图片',
  placeholder: '输入消息',
  send: '发送',
};
