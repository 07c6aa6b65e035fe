import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `bourse-e2e-${process.pid}`);

/** Real Chromium from Debian, a phone viewport, the built app on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    command: 'npx tsx packages/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/api/getSiteConfig`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The specs read codes from the dev outbox and sign many users up from one address.
      DEV_ROUTES: 'on',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
