/**
 * Every route of the H5 app opened first, in a fresh page, signed in, in two languages
 * (issue 9, "Raw keys on Settings"): a screen whose i18n namespaces are not loaded shows
 * its keys (`title`, `addressBook.title`) instead of words. The test reads every visible
 * text and placeholder and fails on anything shaped like a key, naming route and text.
 */
import { expect, test, type Browser } from '@playwright/test';
import { ROUTES } from '../packages/web/src/app/routeTable.ts';
import { register } from './api.ts';

/** A dotted camelCase key (`bank.intlTitle`, `hub.title`) or a bare one-word key. */
const DOTTED_KEY = /^[a-z]+([A-Z][a-z0-9]*)*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const BARE_KEYS = new Set(['title', 'subtitle', 'label', 'placeholder', 'empty', 'submit']);
/** Domain names are shaped like keys; these endings are not keys of our catalogues. */
const DOMAIN_END = /\.(com|dev|example|me|org|net|io|app)$/;

export function looksLikeKey(text: string): boolean {
  const s = text.trim();
  return BARE_KEYS.has(s) || (DOTTED_KEY.test(s) && !DOMAIN_END.test(s));
}

test('the key detector knows a key from a word', () => {
  for (const key of ['title', 'addressBook.title', 'bank.intlTitle', 'hub.faq'])
    expect(looksLikeKey(key), key).toBe(true);
  for (const text of ['Settings', 'BTC/USDT', '0.00', 'bourse.example', 'v0.8.0', 'Title'])
    expect(looksLikeKey(text), text).toBe(false);
});

let token = '';
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  token = await register(api, `routes.${Date.now()}@example.com`, 'Routes-Pass-2026');
  await api.dispose();
});

/** Opens one route in a fresh page and answers the key-shaped texts it shows. */
async function keysShownBy(browser: Browser, path: string, lang: string): Promise<string[]> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([t, l]) => {
      if (localStorage.getItem('bourse.v')) return;
      localStorage.setItem('bourse.v', '1');
      localStorage.setItem('bourse.token', t!);
      localStorage.setItem('bourse.lang', l!);
      // The launch popup would cover the page under test.
      localStorage.setItem(
        'bourse.popupDismissed',
        JSON.stringify(Array.from({ length: 200 }, (_, i) => i)),
      );
    },
    [token, lang],
  );
  const page = await context.newPage();
  try {
    await page.goto(`/h5/#${path}`);
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    // Let a lazy page and its namespaces settle: the loading view must be gone.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'hidden', timeout: 8_000 })
      .catch(() => undefined);
    const texts = await page.evaluate(() => {
      const out: string[] = [];
      const visible = (el: Element | null) => {
        if (!el) return false;
        const box = (el as HTMLElement).getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim();
        if (text && visible(n.parentElement)) out.push(text);
      }
      for (const el of Array.from(
        document.querySelectorAll('input[placeholder], textarea[placeholder]'),
      ))
        if (visible(el)) out.push((el as HTMLInputElement).placeholder);
      return out;
    });
    return [...new Set(texts.filter((s) => looksLikeKey(s)))];
  } finally {
    await context.close();
  }
}

/** E2E_ROUTES=/pages/a/b,/pages/c/d checks only those (to look into one screen). */
const only = process.env.E2E_ROUTES?.split(',').filter(Boolean);
const routes = only ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;

/**
 * A namespace that is not loaded shows its keys in every language, so each route is opened
 * once, in English or Chinese by turn: both catalogues are exercised in half the time.
 */
test('every route opened first shows words, not keys (en and zh by turn)', async ({ browser }) => {
  test.setTimeout(20 * 60_000);
  const found: string[] = [];
  for (const [i, { path }] of routes.entries()) {
    const lang = i % 2 === 0 ? 'en' : 'zh';
    for (const key of await keysShownBy(browser, path, lang))
      found.push(`${path} (${lang}): ${key}`);
  }
  expect(found).toEqual([]);
});
