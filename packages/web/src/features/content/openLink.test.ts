import { beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), requireLogin: vi.fn(() => true) }));
vi.mock('../../app/nav.ts', () => nav);

import { inAppPath, openLink, openShortcut } from './openLink.ts';

beforeEach(() => {
  nav.navigateTo.mockClear();
  nav.requireLogin.mockReset().mockReturnValue(true);
});

describe('inAppPath', () => {
  it('reads hash and plain app paths', () => {
    expect(inAppPath('#/pages/fund/select?type=recharge')).toBe('/pages/fund/select?type=recharge');
    expect(inAppPath('/pages/common/faq')).toBe('/pages/common/faq');
    expect(inAppPath('https://a.example')).toBeUndefined();
    expect(inAppPath('#/elsewhere')).toBeUndefined();
  });
});

describe('openLink', () => {
  it('navigates to in-app routes with their query', () => {
    expect(openLink('#/pages/transaction/index?tab=stock')).toBe(true);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/transaction/index?tab=stock');
  });

  it('opens outside pages in the web view', () => {
    openLink('https://download.example.com/bourse');
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/webView', {
      url: 'https://download.example.com/bourse',
    });
  });

  it('opens the article when there is no link', () => {
    openLink('', 12);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/article', { id: 12 });
  });

  it('ignores anything else', () => {
    expect(openLink('javascript:alert(1)', 3)).toBe(false);
    expect(openLink('')).toBe(false);
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });
});

describe('openShortcut', () => {
  it('passes the login gate for protected shortcuts', () => {
    nav.requireLogin.mockReturnValue(false);
    expect(openShortcut({ route: '#/pages/fund/select?type=recharge', auth: true })).toBe(false);
    expect(nav.requireLogin).toHaveBeenLastCalledWith('/pages/fund/select?type=recharge');
    expect(nav.navigateTo).not.toHaveBeenCalled();
    nav.requireLogin.mockReturnValue(true);
    expect(openShortcut({ route: '#/pages/fund/select?type=recharge', auth: true })).toBe(true);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/fund/select?type=recharge');
  });

  it('does not ask public shortcuts to log in', () => {
    openShortcut({ route: '#/pages/otc/otc', auth: false });
    expect(nav.requireLogin).not.toHaveBeenCalled();
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/otc/otc');
  });
});
