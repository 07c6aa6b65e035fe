/**
 * Where a tap on server-provided content goes (banners, menu shortcuts, announcements):
 * an in-app route `#/pages/...` or `/pages/...`, an outside https page in the web view,
 * else the item's own article. Anything else is ignored rather than guessed at.
 */
import { navigateTo, requireLogin } from '../../app/nav.ts';

export const ARTICLE_PATH = '/pages/common/article';
export const WEB_VIEW_PATH = '/pages/common/webView';
export const ANNOUNCEMENTS_PATH = '/pages/mailMessage/ggList';
export const ANNOUNCEMENT_DETAIL_PATH = '/pages/mailMessage/ggDetail';
export const MAIL_HUB_PATH = '/pages/mailMessage/mailMessage';

/** The in-app path of a link, or undefined when it is not one. */
export function inAppPath(link: string): string | undefined {
  const value = link.trim();
  const path = value.startsWith('#/') ? value.slice(1) : value;
  return path.startsWith('/pages/') ? path : undefined;
}

/** Returns false when nothing was opened. */
export function openLink(link: string, articleId?: number): boolean {
  const value = link.trim();
  const path = inAppPath(value);
  if (path) {
    navigateTo(path);
    return true;
  }
  if (/^https?:\/\//i.test(value)) {
    navigateTo(WEB_VIEW_PATH, { url: value });
    return true;
  }
  if (value === '' && articleId !== undefined) {
    navigateTo(ARTICLE_PATH, { id: articleId });
    return true;
  }
  return false;
}

/**
 * A shortcut that needs a signed-in user passes the login gate first; login then opens
 * the shortcut's page.
 */
export function openShortcut(item: { route: string; auth: boolean }): boolean {
  if (item.auth && !requireLogin(inAppPath(item.route))) return false;
  return openLink(item.route);
}
