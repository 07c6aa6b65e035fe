/**
 * The home shortcut grid (spec section 2, "Home: shortcuts to ..."), as data. Each entry
 * routes to its spec page even where that domain is not built yet: the web shows
 * "function under development" there. An operator hides entries with the public
 * `home_menu` setting ({ disabled: [key, ...] }).
 */
import { eq } from 'drizzle-orm';
import type { Lang, MenuItem, MessageKey } from '@bourse/shared';
import { translate } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../system/index.ts';

export const HOME_MENU_SETTING = 'home_menu';

interface Shortcut {
  key: string;
  label: MessageKey;
  icon: string;
  route: string;
  auth: boolean;
}

const s = (
  key: string,
  label: MessageKey,
  icon: string,
  route: string,
  auth = false,
): Shortcut => ({
  key,
  label,
  icon,
  route,
  auth,
});

/** In the order of spec section 2's list. */
export const HOME_SHORTCUTS: readonly Shortcut[] = [
  s('recharge', 'menu.recharge', 'recharge', '#/pages/fund/select?type=recharge', true),
  s('withdraw', 'menu.withdraw', 'withdraw', '#/pages/fund/select?type=withdraw', true),
  s('stock', 'menu.stock', 'stock', '#/pages/transaction/index?tab=stock'),
  s('futures', 'menu.futures', 'futures', '#/pages/transaction/contract'),
  s('copyTrade', 'menu.copyTrade', 'copy-trade', '#/pages/copytrade/copy'),
  s('financial', 'menu.financial', 'financial', '#/pages/financial/index'),
  s('superLeverage', 'menu.superLeverage', 'leverage', '#/pages/transaction/contract?mode=super'),
  s('otc', 'menu.otc', 'otc', '#/pages/otc/otc'),
  s('couponCentre', 'menu.couponCentre', 'coupon', '#/pages/setting/coupon', true),
  s('bills', 'menu.bills', 'bill', '#/pages/setting/bill', true),
  s('exchange', 'menu.exchange', 'exchange', '#/pages/fund/transfer', true),
  s('mining', 'menu.mining', 'mining', '#/pages/lockming/lockming'),
  s('miniGame', 'menu.miniGame', 'game', '#/pages/game/game'),
  s('chatRoom', 'menu.chatRoom', 'chat', '#/pages/kf/kf'),
  s('quickBuy', 'menu.quickBuy', 'quick-buy', '#/pages/fund/buy', true),
  s('defiMining', 'menu.defiMining', 'defi', '#/pages/lockming/welcome'),
  // No spec page of its own: routed to lock-up mining and disabled in the seeded setting.
  s('cloudMining', 'menu.cloudMining', 'cloud', '#/pages/lockming/lockming?type=cloud'),
  s('borrowing', 'menu.borrowing', 'borrow', '#/pages/common/borrowing', true),
  s('loanRepayment', 'menu.loanRepayment', 'repay', '#/pages/common/borrowing?tab=repay', true),
  s('nft', 'menu.nft', 'nft', '#/pages/nft/nft'),
  s('invest', 'menu.invest', 'invest', '#/pages/invest/invest'),
  // The web view page opens the app_download setting's page.
  s('download', 'menu.download', 'download', '#/pages/common/webView?setting=app_download'),
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
  return HOME_SHORTCUTS.map((m) => ({
    key: m.key,
    name: translate(lang, m.label),
    icon: m.icon,
    route: m.route,
    auth: m.auth,
    enabled: !disabled.has(m.key),
  }));
}
