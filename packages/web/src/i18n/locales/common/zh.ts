export default {
  tabs: { label: '主导航', home: '首页', quotes: '行情', trade: '交易', assets: '资产' },
  pageError: {
    title: '页面无法显示',
    description: '请检查网络连接后重试。',
    timeout: '页面加载超时',
    missing: '找不到该页面',
  },
  underDevelopment: { description: '该功能正在开发中，敬请期待。' },
  actions: {
    retry: '重试',
    confirm: '确认',
    cancel: '取消',
    save: '保存',
    copy: '复制',
    back: '返回',
  },
  states: {
    loading: '加载中…',
    empty: '暂无内容',
    noMore: '没有更多数据了',
    loadFailed: '加载失败，请重试。',
  },
  error: {
    timeout: '请求超时，请重试。',
    network: '网络错误，请检查网络连接。',
    http: '服务器返回状态码 {{status}}。',
  },
  offline: {
    banner: '您已离线：恢复联网后，价格和余额将自动更新',
    data: '您已离线。恢复联网后将自动加载。',
    pageTitle: '您已离线',
    pageText: '恢复联网后即可打开此页面。',
  },
};
