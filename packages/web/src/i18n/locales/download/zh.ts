/** 应用下载页（简体中文）：将 H5 应用安装到主屏幕。 */
export default {
  title: '下载应用',
  tagline: '交易加密货币与股票，结算公开透明。',
  perks: {
    homeScreen: '从主屏幕全屏打开',
    offline: '没有网络也能启动',
    noStore: '无需应用商店，始终是最新版本',
  },
  install: '安装',
  offeredHint: '您的浏览器可一键将 Bourse 添加到主屏幕。',
  manualHint: '只需几步即可将 Bourse 添加到主屏幕：请按照您设备的步骤操作。',
  installed: 'Bourse 已安装',
  installedHint: '请从主屏幕或应用列表中打开。',
  standalone: '您正在使用已安装的应用',
  standaloneHint: 'Bourse 已在您的主屏幕上，并会自动更新。',
  stepsTitle: '添加到主屏幕',
  yourDevice: '您的设备',
  platforms: {
    ios: 'iPhone 和 iPad（Safari）',
    android: 'Android（Chrome）',
    desktop: '电脑（Chrome 或 Edge）',
  },
  steps: {
    ios: {
      step1: '在 Safari 中打开此页面。',
      step2: '点击工具栏中的“共享”按钮（带箭头的方框）。',
      step3: '向下滑动，点击“添加到主屏幕”。',
      step4: '点击“添加”：Bourse 将出现在主屏幕上。',
    },
    android: {
      step1: '在 Chrome 中打开此页面。',
      step2: '点击右上角的菜单（⋮）。',
      step3: '点击“安装应用”或“添加到主屏幕”。',
      step4: '点击“安装”确认：Bourse 将出现在您的应用中。',
    },
    desktop: {
      step1: '在 Chrome 或 Microsoft Edge 中打开此页面。',
      step2: '点击地址栏右端的安装图标。',
      step3:
        '没有图标？打开浏览器菜单并选择“安装 Bourse”（Edge：“应用”，然后“将此站点作为应用安装”）。',
      step4: '点击“安装”确认：Bourse 将在独立窗口中打开。',
    },
  },
};
