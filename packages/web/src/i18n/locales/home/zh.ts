export default {
  header: { settings: '语言与设置', messages: '消息', messagesUnread: '消息，{{count}} 条未读' },
  banner: { label: '精选活动' },
  notice: { label: '公告' },
  popup: { badge: '公告', close: '知道了', details: '查看详情' },
  shortcuts: { label: '快捷入口', more: '更多', less: '收起' },
  quotes: {
    title: '行情',
    more: '更多',
    kind: { crypto: '加密货币', stock: '股票' },
    name: '名称',
    price: '最新价',
    change: '24小时涨跌',
    empty: '暂无上架品种',
  },
  news: { title: '资讯', more: '加载更多', empty: '暂无资讯' },
};
