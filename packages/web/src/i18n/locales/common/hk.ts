export default {
  tabs: { label: '主導航', home: '首頁', quotes: '行情', trade: '交易', assets: '資產' },
  pageError: {
    title: '頁面無法顯示',
    description: '請檢查網絡連線後重試。',
    timeout: '頁面載入逾時',
    missing: '找不到該頁面',
  },
  underDevelopment: { description: '此功能正在開發中，敬請期待。' },
  actions: {
    retry: '重試',
    confirm: '確認',
    cancel: '取消',
    save: '儲存',
    copy: '複製',
    back: '返回',
  },
  states: {
    loading: '載入中…',
    empty: '暫無內容',
    noMore: '沒有更多資料了',
    loadFailed: '載入失敗，請重試。',
  },
  error: {
    timeout: '請求逾時，請重試。',
    network: '網絡錯誤，請檢查網絡連線。',
    http: '伺服器回應狀態碼 {{status}}。',
  },
  offline: {
    banner: '您已離線：恢復連線後，價格及結餘將自動更新',
    data: '您已離線。恢復連線後將自動載入。',
    pageTitle: '您已離線',
    pageText: '恢復連線後即可開啟此頁面。',
  },
};
