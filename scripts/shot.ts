/**
 * Screenshot a route at 375x812 in Debian Chromium, to look at a screen while building it.
 *   npx tsx scripts/shot.ts '#/pages/index/index' /tmp/home.png [--base http://localhost:8080] [--lang zh] [--token T]
 */
import { chromium } from 'playwright-core';
import { STORAGE_VERSION, STORAGE_VERSION_KEY } from '../packages/web/src/store/storageVersion.ts';

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
// Before any app script runs, so the app starts with the session (and the storage
// version flag, whose one-time reset would otherwise wipe a token written too early).
await page.addInitScript(
  ({ lang, token, version, versionKey }) => {
    if (lang) localStorage.setItem('bourse.lang', lang);
    if (token) localStorage.setItem('bourse.token', token);
    localStorage.setItem(versionKey, version);
  },
  {
    lang: flag('lang'),
    token: flag('token'),
    version: STORAGE_VERSION,
    versionKey: STORAGE_VERSION_KEY,
  },
);
await page.goto(`${base}/h5/${route}`);
await page.waitForTimeout(Number(flag('wait') ?? 1500));
await page.screenshot({ path: out });
await browser.close();
console.log(out);
