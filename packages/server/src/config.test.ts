import { describe, expect, it } from 'vitest';
import { ConfigError, demoEnv, devRoutesBanner, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      env: 'development',
      production: false,
      databaseUrl: undefined,
    });
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('prices with the simulator, seed 42, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ priceFeed: 'sim', priceSeed: 42 });
    expect(loadConfig({ PRICE_SEED: '7' }).priceSeed).toBe(7);
  });

  it('runs the market maker unless MARKET_MAKER=off', () => {
    expect(loadConfig({}).marketMaker).toBe(true);
    expect(loadConfig({ MARKET_MAKER: 'off' }).marketMaker).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['PRICE_FEED', 'fixed'],
    ['PRICE_SEED', '-1'],
    ['PRICE_SEED', 'forty-two'],
    ['MARKET_MAKER', 'maybe'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`Invalid ${name}=`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('reads production and PostgreSQL settings', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://bourse.example/',
      CODE_SECRET: 'x'.repeat(32),
      TRUST_PROXY: 'true',
    });
    expect(c).toMatchObject({
      production: true,
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://bourse.example',
    });
    expect(c).toMatchObject({ trustProxy: true, codeSecret: 'x'.repeat(32) });
  });

  it('does not trust X-Forwarded-For unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses production without a code secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Missing CODE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_SECRET: 'short' })).toThrow(
      /^Invalid CODE_SECRET=/,
    );
  });

  it('turns the dev routes on only with DEV_ROUTES=on, whatever NODE_ENV says', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'on' }).devRoutes).toBe(true);
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(
      /^Invalid DEV_ROUTES="yes": must be on or off$/,
    );
  });

  it('refuses DEV_ROUTES=on with a remote database or in production, in one line', () => {
    for (const url of [
      'postgres://u@db.example.com/bourse',
      'postgresql://u:p@10.0.0.5:5432/bourse',
      'postgres://u@localhost/bourse?host=db.example.com',
    ]) {
      const attempt = () => loadConfig({ DEV_ROUTES: 'on', DATABASE_URL: url });
      expect(attempt, url).toThrow(ConfigError);
      expect(attempt, url).toThrow(/^DEV_ROUTES=on needs a local database[^\n]*$/);
    }
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgres://u@localhost/bourse',
      'postgres://u@[::1]/bourse',
      'postgres://u@/bourse?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ DEV_ROUTES: 'on', DATABASE_URL: url }).devRoutes, url).toBe(true);
    }
    expect(() =>
      loadConfig({ DEV_ROUTES: 'on', NODE_ENV: 'production', CODE_SECRET: 'x'.repeat(32) }),
    ).toThrow(/^DEV_ROUTES=on is refused with NODE_ENV=production$/);
  });

  it('limits rates unless RATE_LIMITS=off, and ends sessions after SESSION_MAX_AGE_DAYS', () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({}).sessionMaxAgeMs).toBe(30 * 24 * 3600 * 1000);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeMs).toBe(7 * 24 * 3600 * 1000);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow(
      /^Invalid SESSION_MAX_AGE_DAYS="0"/,
    );
  });
});

describe('npm start --demo', () => {
  it('turns the dev routes on for the embedded demo, unless told otherwise or in production', () => {
    expect(loadConfig(demoEnv({}, ['node', 'main.ts', '--demo'])).devRoutes).toBe(true);
    expect(loadConfig(demoEnv({}, ['node', 'main.ts'])).devRoutes).toBe(false);
    expect(
      loadConfig(demoEnv({ DEV_ROUTES: 'off' }, ['node', 'main.ts', '--demo'])).devRoutes,
    ).toBe(false);
    const production = { NODE_ENV: 'production', CODE_SECRET: 'x'.repeat(32) };
    expect(loadConfig(demoEnv(production, ['node', 'main.ts', '--demo'])).devRoutes).toBe(false);
  });

  it('warns with a banner naming what the dev routes expose', () => {
    const banner = devRoutesBanner('http://localhost:8080');
    expect(banner).toContain('WARNING: DEV_ROUTES=on');
    expect(banner).toContain('http://localhost:8080/api/dev/outbox');
    expect(banner).toContain('http://localhost:8080/api/dev/faucet');
    const lines = banner.split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1); // a closed box
  });
});
