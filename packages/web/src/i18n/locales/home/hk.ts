export default {
  header: { settings: '語言與設定', messages: '訊息', messagesUnread: '訊息，{{count}} 則未讀' },
  banner: { label: '精選活動' },
  notice: { label: '公告' },
  popup: { badge: '公告', close: '知道了', details: '查看詳情' },
  shortcuts: { label: '快捷入口', more: '更多', less: '收起' },
  quotes: {
    title: '行情',
    more: '更多',
    kind: { crypto: '加密貨幣', stock: '股票' },
    name: '名稱',
    price: '最新價',
    change: '24小時漲跌',
    empty: '暫無上架品種',
  },
  news: { title: '資訊', more: '載入更多', empty: '暫無資訊' },
};
