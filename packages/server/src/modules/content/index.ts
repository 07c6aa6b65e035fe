export * from './tables.ts';
export { SitePage } from './articles.ts';
export { HOME_MENU_SETTING, HOME_SHORTCUTS } from './menu.ts';
export { noticeRow, notifyUser, plainSummary, type NoticeKey } from './mail.ts';
export { sanitizeHtml } from './html.ts';
