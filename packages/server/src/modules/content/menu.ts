/**
 * The home shortcut grid (`GET /menu`, a bare array; client contract 7.3), as data. Only
 * products Bourse has built are listed, so no shortcut is a dead end. An operator hides entries with the public `home_menu` setting
 * ({ disabled: [key, ...] }).
 *
 * Each entry speaks to two apps: the original client reads `title` (a key of its `home`
 * catalogue), `icon` (a bundled `home-nav-N` PNG), `url` and `open_type` (its tab pages
 * need switchTab); Bourse's app reads `name`, `web_icon`, `route` and `auth`.
 */
import { eq } from 'drizzle-orm';
import type { Lang, MenuItem, MenuOpenType, MessageKey } from '@bourse/shared';
import { translate } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../system/index.ts';

export const HOME_MENU_SETTING = 'home_menu';

interface Shortcut {
  key: string;
  /** The original client's label key. */
  title: string;
  label: MessageKey;
  icon: string;
  url: string;
  openType: MenuOpenType;
  webIcon: string;
  route: string;
  auth: boolean;
  /** The original client's financial tab loads a section for these (titles ieo, lockming, invest). */
  financial: boolean;
}

const s = (
  key: string,
  title: string,
  label: MessageKey,
  [icon, url, openType]: [string, string, MenuOpenType],
  [webIcon, route]: [string, string],
  auth = false,
  financial = false,
): Shortcut => ({ key, title, label, icon, url, openType, webIcon, route, auth, financial });

/*
 * The original client's pages follow its contract (section 10): conversion is
 * /pages/fund/transfer, the account transfer /pages/fund/fundTransfer, spot trading
 * /pages/transaction/currency (its trade tab is seconds options); it has no
 * stock page, so Stocks opens its market tab, which lists the stock pairs. Bourse's app
 * keeps the same two fund pages and has spot trading on its trade tab.
 */
export const HOME_SHORTCUTS: readonly Shortcut[] = [
  s(
    'recharge',
    'recharge',
    'menu.recharge',
    ['home-nav-1', '/pages/fund/select?type=recharge', 'navigateTo'],
    ['recharge', '#/pages/fund/select?type=recharge'],
    true,
  ),
  s(
    'withdraw',
    'withdraw',
    'menu.withdraw',
    ['home-nav-2', '/pages/fund/select?type=withdraw', 'navigateTo'],
    ['withdraw', '#/pages/fund/select?type=withdraw'],
    true,
  ),
  s(
    'exchange',
    'exchange',
    'menu.exchange',
    ['home-nav-3', '/pages/fund/transfer', 'navigateTo'],
    ['exchange', '#/pages/fund/transfer'],
    true,
  ),
  s(
    'transfer',
    'transfer',
    'menu.transfer',
    ['home-nav-4', '/pages/fund/fundTransfer', 'navigateTo'],
    ['transfer', '#/pages/fund/fundTransfer'],
    true,
  ),
  s(
    'quickBuy',
    'quicklyBuyCoins',
    'menu.quickBuy',
    ['home-nav-5', '/pages/fund/buy', 'navigateTo'],
    ['quick-buy', '#/pages/fund/buy'],
    true,
  ),
  s(
    'transaction',
    'transaction',
    'menu.transaction',
    ['home-nav-6', '/pages/transaction/currency', 'navigateTo'],
    ['trade', '#/pages/transaction/index'],
  ),
  // Contracts and seconds options (issue 10). The original client's trade tab is its
  // seconds-options page; "super leverage" opens the contract page at its highest multiple.
  s(
    'futures',
    'futures',
    'menu.futures',
    ['home-nav-13', '/pages/transaction/contract', 'navigateTo'],
    ['futures', '#/pages/transaction/contract'],
  ),
  s(
    'superLeverage',
    'margin',
    'menu.superLeverage',
    ['home-nav-14', '/pages/transaction/contract', 'navigateTo'],
    ['leverage', '#/pages/transaction/contract?multiple=max'],
  ),
  s(
    'seconds',
    'seconds',
    'menu.seconds',
    ['home-nav-15', '/pages/transaction/index', 'switchTab'],
    ['seconds', '#/pages/transaction/index2'],
  ),
  // Copy trading (issue 12): the trader list, where following and becoming a trader start.
  s(
    'copyTrade',
    'copytrade',
    'menu.copyTrade',
    ['home-icon-5', '/pages/follow/index', 'navigateTo'],
    ['copy-trade', '#/pages/follow/index'],
  ),
  // The NFT marketplace (issue 13): in the original client reachable only through this url.
  s(
    'nft',
    'nft',
    'menu.nft',
    ['home-icon-6', '/pages/nft/nft', 'navigateTo'],
    ['nft', '#/pages/nft/nft'],
  ),
  // Customer service chat (issue 14): the conversation with support, behind the login.
  s(
    'chat',
    'chatroom',
    'menu.chatRoom',
    ['home-icon-7', '/pages/kefu/index', 'navigateTo'],
    ['chat', '#/pages/kefu/index'],
    true,
  ),
  // OTC lending (issue 14): the landing with the loan terms, and the enquiry form behind the
  // login (VIP2+ or a market maker may apply; others read why not). "Repay loan" has no label
  // in the original client's catalogue: its contact page's repayment row (`hk_url`) and the
  // borrowing page lead to the user's loans instead.
  s(
    'otc',
    'otc',
    'menu.otc',
    ['home-nav-5', '/pages/otc/otc', 'navigateTo'],
    ['otc', '#/pages/otc/otc'],
  ),
  s(
    'borrowing',
    'borrowing',
    'menu.borrowing',
    ['home-icon-1', '/pages/common/borrowing', 'navigateTo'],
    ['borrow', '#/pages/common/borrowing'],
    true,
  ),
  // The quiz game (issue 14): pari-mutuel rounds settled on the recorded index. The original
  // client opens its game page, a web-view of the `game_url` setting, which points here.
  s(
    'game',
    'game',
    'menu.miniGame',
    ['home-nav-15', '/pages/game/game', 'navigateTo'],
    ['game', '#/pages/game/game'],
  ),
  // The earn products (issue 11). Bourse's Wealth, Mining and Invest open the financial hub;
  // the original client's open its own pages, and its financial tab shows a section for
  // each entry marked financial (ieo, lockming, invest; client contract 7.3).
  s(
    'financial',
    'financial',
    'menu.financial',
    ['home-icon-1', '/pages/financial/index', 'switchTab'],
    ['financial', '#/pages/financial/index'],
  ),
  s(
    'mining',
    'lockming',
    'menu.mining',
    ['home-icon-3', '/pages/lockming/lockming', 'navigateTo'],
    ['mining', '#/pages/financial/index'],
    false,
    true,
  ),
  s(
    'invest',
    'invest',
    'menu.invest',
    ['home-icon-4', '/pages/invest/invest', 'navigateTo'],
    ['invest', '#/pages/financial/index'],
    false,
    true,
  ),
  s(
    'ieo',
    'ieo',
    'menu.ieo',
    ['home-icon-2', '/pages/ieo/ieo', 'navigateTo'],
    ['ieo', '#/pages/ieo/ieo'],
    false,
    true,
  ),
  s(
    'stock',
    'stock',
    'menu.stock',
    ['home-nav-7', '/pages/market/market', 'switchTab'],
    ['stock', '#/pages/transaction/index?tab=stock'],
  ),
  s(
    'market',
    'market',
    'menu.market',
    ['home-nav-8', '/pages/market/market', 'switchTab'],
    ['market', '#/pages/market/market'],
  ),
  s(
    'bills',
    'bills',
    'menu.bills',
    ['home-nav-9', '/pages/setting/bill', 'navigateTo'],
    ['bill', '#/pages/setting/bill'],
    true,
  ),
  s(
    'couponCentre',
    'coupon',
    'menu.couponCentre',
    ['home-nav-10', '/pages/setting/coupon', 'navigateTo'],
    ['coupon', '#/pages/setting/coupon'],
    true,
  ),
  s(
    'contactUs',
    'contactUs',
    'menu.contactUs',
    ['home-nav-12', '/pages/common/contactus', 'navigateTo'],
    ['chat', '#/pages/common/contactus'],
  ),
];

async function disabledKeys(db: DbOrTx): Promise<Set<string>> {
  const [row] = await db.select().from(settings).where(eq(settings.keyword, HOME_MENU_SETTING));
  const disabled = (row?.value as { disabled?: unknown } | undefined)?.disabled;
  return new Set(
    Array.isArray(disabled) ? disabled.filter((k): k is string => typeof k === 'string') : [],
  );
}

export async function homeMenu(db: DbOrTx, lang: Lang): Promise<MenuItem[]> {
  const disabled = await disabledKeys(db);
  return HOME_SHORTCUTS.filter((m) => !disabled.has(m.key)).map((m) => ({
    key: m.key,
    title: m.title,
    icon: m.icon,
    url: m.url,
    open_type: m.openType,
    is_financial: m.financial,
    name: translate(lang, m.label),
    web_icon: m.webIcon,
    route: m.route,
    auth: m.auth,
  }));
}
