/**
 * Screenshot a route at 375x812 in Debian Chromium, to look at a screen while building it.
 *   npx tsx scripts/shot.ts '#/pages/index/index' /tmp/home.png [--base http://localhost:8080] [--lang zh] [--token T]
 */
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const [route = '#/pages/index/index', out = '/tmp/shot.png'] = args.filter(
  (a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'),
);
const base = flag('base') ?? 'http://localhost:8080';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});
await page.goto(`${base}/h5/`);
await page.evaluate(
  ({ lang, token }) => {
    if (lang) localStorage.setItem('bourse.lang', lang);
    if (token) localStorage.setItem('bourse.token', token);
  },
  { lang: flag('lang'), token: flag('token') },
);
await page.goto(`${base}/h5/${route}`);
// Only the hash changed, so the app did not restart: reload so it reads the stored session.
await page.reload();
await page.waitForTimeout(Number(flag('wait') ?? 1500));
await page.screenshot({ path: out });
await browser.close();
console.log(out);
