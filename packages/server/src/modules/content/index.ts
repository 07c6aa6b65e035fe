export * from './tables.ts';
export { SitePage } from './articles.ts';
export { HOME_MENU_SETTING, HOME_SHORTCUTS } from './menu.ts';
export { plainSummary } from './mail.ts';
