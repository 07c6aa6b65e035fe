/** 應用程式下載頁（繁體中文）：將 H5 應用程式安裝到主畫面。 */
export default {
  title: '下載應用程式',
  tagline: '買賣加密貨幣與股票，結算公開透明。',
  perks: {
    homeScreen: '從主畫面以全螢幕開啟',
    offline: '沒有網絡也能啟動',
    noStore: '無需應用程式商店，永遠是最新版本',
  },
  install: '安裝',
  offeredHint: '您的瀏覽器可一按將 Bourse 加至主畫面。',
  manualHint: '只需幾步即可將 Bourse 加至主畫面：請按照您裝置的步驟操作。',
  installed: 'Bourse 已安裝',
  installedHint: '請從主畫面或應用程式列表開啟。',
  standalone: '您正在使用已安裝的應用程式',
  standaloneHint: 'Bourse 已在您的主畫面上，並會自動更新。',
  stepsTitle: '加至主畫面',
  yourDevice: '您的裝置',
  platforms: {
    ios: 'iPhone 及 iPad（Safari）',
    android: 'Android（Chrome）',
    desktop: '電腦（Chrome 或 Edge）',
  },
  steps: {
    ios: {
      step1: '在 Safari 中開啟此頁面。',
      step2: '按工具列中的「分享」按鈕（帶箭嘴的方框）。',
      step3: '向下捲動，按「加至主畫面」。',
      step4: '按「加入」：Bourse 便會出現在主畫面上。',
    },
    android: {
      step1: '在 Chrome 中開啟此頁面。',
      step2: '按右上角的選單（⋮）。',
      step3: '按「安裝應用程式」或「新增至主畫面」。',
      step4: '按「安裝」確認：Bourse 便會出現在您的應用程式中。',
    },
    desktop: {
      step1: '在 Chrome 或 Microsoft Edge 中開啟此頁面。',
      step2: '按網址列右端的安裝圖示。',
      step3:
        '沒有圖示？開啟瀏覽器選單並選擇「安裝 Bourse」（Edge：「應用程式」，然後「將此網站安裝為應用程式」）。',
      step4: '按「安裝」確認：Bourse 會在獨立視窗中開啟。',
    },
  },
};
