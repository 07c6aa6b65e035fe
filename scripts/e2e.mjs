#!/usr/bin/env node
// Browser tests: run in real Chromium when one is installed (CHROME_PATH, else
// /usr/bin/chromium); otherwise say so in one line and skip. `.ci/run` installs it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.log(
    `browser tests skipped: no Chromium at ${chrome} (install Debian's chromium or set CHROME_PATH)`,
  );
  process.exit(0);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
