import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
});
