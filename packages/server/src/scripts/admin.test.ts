/** `npm run admin`: the commands, run in-process on a test database, plus one real run. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Page } from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { runAdminCli, USAGE, type CliIo } from './admin.ts';
import { eq } from 'drizzle-orm';
import { toPlain, translate } from '@bourse/shared';
import { auditLog } from '../modules/admin/index.ts';
import { loginOperator } from '../modules/admin/testing.ts';
import { balancesOf, systemOwner, verifyLedger } from '../modules/ledger/index.ts';
import { seedCurrencies } from '../seed/catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Runs a command with captured output; `typed` answers the password prompt. */
async function run(args: string[], typed?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readPassword: async (prompt) => {
      prompts.push(prompt);
      if (typed === undefined) throw new Error('unexpected password prompt');
      return typed;
    },
  };
  const code = await runAdminCli(args, { db: t.ctx.db, clock: t.clock, io });
  return { code, out: out.join('\n'), err: err.join('\n'), prompts };
}

const login = (email: string, password: string) => loginOperator(t, { email, password });

describe('npm run admin', () => {
  it('creates an operator who can then log in', async () => {
    const r = await run([
      'create-operator',
      '--email',
      'Ops@Desk.test',
      '--name',
      'Olga Ops',
      '--role',
      'compliance',
      '--password',
      'long-enough-pass',
    ]);
    expect(r).toEqual({
      code: 0,
      out: 'Created operator #1 ops@desk.test (compliance)',
      err: '',
      prompts: [],
    });
    expect((await login('ops@desk.test', 'long-enough-pass')).type).toBe('ok');
  });

  it('asks for the password when none is given', async () => {
    const r = await run(
      ['create-operator', '--email', 'fin@desk.test', '--name', 'Finn', '--role', 'finance'],
      'typed-in-secret-1',
    );
    expect(r.code).toBe(0);
    expect(r.prompts).toEqual(['Password for fin@desk.test: ']);
    expect((await login('fin@desk.test', 'typed-in-secret-1')).type).toBe('ok');
  });

  it('refuses a short password, an unknown role, a taken email, missing options', async () => {
    const base = ['create-operator', '--email', 'new@desk.test', '--name', 'New'];
    expect(await run([...base, '--role', 'finance', '--password', 'short'])).toMatchObject({
      code: 1,
      err: 'admin: The operator password must be 12 to 128 characters',
    });
    expect(await run([...base, '--role', 'boss', '--password', 'long-enough-pass'])).toMatchObject({
      code: 1,
      err: 'admin: Role must be one of: finance, compliance, support, admin',
    });
    expect(
      await run([
        'create-operator',
        '--email',
        'ops@desk.test',
        '--name',
        'Again',
        '--role',
        'support',
        '--password',
        'long-enough-pass',
      ]),
    ).toMatchObject({ code: 1, err: 'admin: An operator with this email already exists' });
    const missing = await run(['create-operator', '--email', 'x@desk.test']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('create-operator needs --name');
    const unknownFlag = await run(['list-operators', '--colour']);
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.err).toContain("Unknown option '--colour'");
    expect(await run(['launch-rockets'])).toMatchObject({ code: 2 });
  });

  it('lists, disables and enables operators; disabling ends their sessions', async () => {
    const token = (await login('fin@desk.test', 'typed-in-secret-1')).message;
    expect(await run(['disable-operator', '--email', 'fin@desk.test', '--reason', 'left'])).toEqual(
      { code: 0, out: 'Disabled operator #2 fin@desk.test', err: '', prompts: [] },
    );
    expect((await call(t.app, 'GET', '/admin/me', {}, token)).type).toBe('999');
    const list = await run(['list-operators']);
    expect(list.out.split('\n')).toEqual([
      'id\temail\tname\trole\tstatus\tlast login',
      '1\tops@desk.test\tOlga Ops\tcompliance\tactive\t2026-11-22T08:00:00.000Z',
      '2\tfin@desk.test\tFinn\tfinance\tdisabled\t2026-11-22T08:00:00.000Z',
    ]);
    expect(await run(['enable-operator', '--email', 'fin@desk.test'])).toMatchObject({ code: 0 });
    expect((await login('fin@desk.test', 'typed-in-secret-1')).type).toBe('ok');
    expect(await run(['disable-operator', '--email', 'ghost@desk.test'])).toMatchObject({
      code: 1,
      err: 'admin: No operator has this email',
    });
  });

  it('sets a new password and a new role', async () => {
    expect(
      await run(['set-password', '--email', 'fin@desk.test'], 'another-long-secret'),
    ).toMatchObject({
      code: 0,
      out: 'New password set for fin@desk.test; their sessions have ended',
    });
    expect((await login('fin@desk.test', 'typed-in-secret-1')).type).toBe('error');
    expect((await login('fin@desk.test', 'another-long-secret')).type).toBe('ok');
    expect(await run(['set-role', '--email', 'fin@desk.test', '--role', 'admin'])).toMatchObject({
      code: 0,
      out: 'Operator #2 fin@desk.test is now admin',
    });
  });

  it('audits every change with no operator, and the reason given', async () => {
    const token = (await login('fin@desk.test', 'another-long-secret')).message;
    const r = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'operators', target_id: '2' },
      token,
    );
    expect(r.message.data.map((e) => [e.action, e.operator_id, e.reason])).toEqual([
      ['operator.setRole', null, null],
      ['operator.setPassword', null, null],
      ['operator.enable', null, null],
      ['operator.disable', null, 'left'],
      ['operator.create', null, null],
    ]);
  });

  it("resets an operator's authenticator: sessions end, audited, a new set-up at the next login", async () => {
    const token = (await login('fin@desk.test', 'another-long-secret')).message;
    expect((await call(t.app, 'GET', '/admin/audit', {}, token)).type).toBe('ok');
    expect(await run(['reset-totp', '--email', 'fin@desk.test'])).toMatchObject({ code: 2 });
    expect(
      await run(['reset-totp', '--email', 'nobody@desk.test', '--reason', 'lost phone']),
    ).toMatchObject({ code: 1, err: 'admin: No operator has this email' });
    expect(await run(['reset-totp', '--email', 'fin@desk.test', '--reason', 'lost phone'])).toEqual(
      {
        code: 0,
        out: 'Two-step sign-in cleared for operator #2 fin@desk.test; their sessions have ended',
        err: '',
        prompts: [],
      },
    );
    expect((await call(t.app, 'GET', '/admin/me', {}, token)).type).toBe('999');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.totpReset'));
    expect(row).toMatchObject({ operatorId: null, targetId: '2', reason: 'lost phone' });
    // The password alone signs in again, to a session that may only enrol.
    const again = await call<string>(t.app, 'POST', '/admin/login', {
      email: 'fin@desk.test',
      password: 'another-long-secret',
    });
    expect(again.type).toBe('ok');
    expect((await call(t.app, 'GET', '/admin/me', {}, again.message)).message).toMatchObject({
      totp_enabled: false,
    });
    expect(await call(t.app, 'GET', '/admin/audit', {}, again.message)).toMatchObject({
      type: 'error',
      message: translate('en', 'errors.operatorTotpEnrolRequired'),
    });
  });

  it('prints its usage', async () => {
    expect(await run(['--help'])).toMatchObject({ code: 0, out: USAGE });
    expect(USAGE).toContain('reset-totp --email <email> --reason <text>');
    expect(await run([])).toMatchObject({ code: 0, out: USAGE });
  });
});

describe('npm run admin -- fund-market-maker', () => {
  const fund = (...args: string[]) => run(['fund-market-maker', ...args]);

  it("deposits the platform's coins to the market maker, audited, through the ledger", async () => {
    await seedCurrencies(t.ctx.db);
    const args = ['--currency', 'btc', '--account', 'change', '--reason', 'treasury wallet'];
    expect(await fund(...args, '--amount', '2.5')).toEqual({
      code: 0,
      out: 'The market maker now holds 2.5 BTC in its change account',
      err: '',
      prompts: [],
    });
    expect((await fund(...args, '--amount', '0.5')).out).toBe(
      'The market maker now holds 3 BTC in its change account',
    );
    const audit = await t.ctx.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.action, 'marketMaker.fund'));
    expect(audit).toEqual([
      { action: 'marketMaker.fund', reason: 'treasury wallet' },
      { action: 'marketMaker.fund', reason: 'treasury wallet' },
    ]);
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it.each([
    [
      ['--currency', 'NOPE', '--amount', '1', '--account', 'change', '--reason', 'x'],
      1,
      'This currency is not available',
    ],
    [
      ['--currency', 'BTC', '--amount', '0', '--account', 'change', '--reason', 'x'],
      1,
      'Amount must be greater than zero',
    ],
    [
      ['--currency', 'BTC', '--amount', '0.000000001', '--account', 'change', '--reason', 'x'],
      1,
      'Amount allows at most 8 decimals',
    ],
    [
      ['--currency', 'BTC', '--amount', '1', '--account', 'lever', '--reason', 'x'],
      2,
      '--account must be one of change, stock',
    ],
    [
      ['--currency', 'BTC', '--amount', '1', '--account', 'change'],
      2,
      'fund-market-maker needs --reason',
    ],
  ])('refuses %j (exit %i) and moves nothing', async (args, code, message) => {
    const r = await fund(...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
    const [maker] = await balancesOf(t.ctx.db, systemOwner('marketMaker'));
    expect(toPlain(maker!.available)).toBe('3');
  });
});

describe('npm run admin -- fund-pool', () => {
  const fund = (...args: string[]) => run(['fund-pool', ...args]);

  it('capitalises the insurance fund from outside, audited, through the ledger', async () => {
    const args = ['--pool', 'insurance', '--account', 'lever', '--currency', 'usdt'];
    expect(await fund(...args, '--amount', '250000', '--reason', 'insurance capital')).toEqual({
      code: 0,
      out: 'The insurance pool now holds 250000 USDT in its lever account',
      err: '',
      prompts: [],
    });
    const audit = await t.ctx.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.action, 'pool.fund'));
    expect(audit).toEqual([{ action: 'pool.fund', reason: 'insurance capital' }]);
    const [fund_] = await balancesOf(t.ctx.db, systemOwner('insurance'));
    expect(toPlain(fund_!.available)).toBe('250000');
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });

  it.each([
    [['--pool', 'treasury', '--account', 'lever'], 2, '--pool must be one of insurance'],
    [['--pool', 'insurance', '--account', 'bank'], 2, '--account must be one of legal'],
    [['--pool', 'insurance', '--account', 'lever', '--amount', '0'], 1, 'greater than zero'],
  ])('refuses %j (exit %i) and moves nothing', async (args, code, message) => {
    const r = await fund('--currency', 'USDT', '--amount', '1', '--reason', 'x', ...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
    const [fund_] = await balancesOf(t.ctx.db, systemOwner('insurance'));
    expect(toPlain(fund_!.available)).toBe('250000');
  });
});

describe('npm run admin -- set-setting', () => {
  it('sets a link the H5 clients read, audited, and refuses an unsafe one', async () => {
    const r = await run([
      'set-setting',
      '--keyword',
      'telegram_url',
      '--value',
      'https://t.me/bourse_support',
      '--reason',
      'support channel',
    ]);
    expect(r).toMatchObject({ code: 0, out: 'telegram_url is now "https://t.me/bourse_support"' });
    const site = await call<{ telegram_url: string }>(t.app, 'GET', '/getSiteConfig');
    expect(site.message.telegram_url).toBe('https://t.me/bourse_support');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.update'));
    expect(audit).toMatchObject({ targetId: 'telegram_url', reason: 'support channel' });

    const bad = await run(['set-setting', '--keyword', 'support_url', '--value', 'javascript:x']);
    expect(bad).toMatchObject({
      code: 1,
      err: 'admin: The value for support_url is not acceptable',
    });
    const unknown = await run(['set-setting', '--keyword', 'smtp_secret', '--value', 'x']);
    expect(unknown).toMatchObject({ code: 1, err: 'admin: No setting named smtp_secret' });
    expect((await run(['set-setting', '--keyword', 'version'])).code).toBe(2);
  });
});

describe('npm run admin, as a real process', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-admin-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an operator in the PGlite database of DATA_DIR, password from stdin', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const script = path.join(root, 'packages/server/src/scripts/admin.ts');
    const created = spawnSync(
      tsx,
      [script, 'create-operator', '--email', 'cli@desk.test', '--name', 'Cli', '--role', 'support'],
      { env, input: 'piped-password-123\n', encoding: 'utf8', timeout: 60_000 },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('Created operator #1 cli@desk.test (support)');
    expect(created.status).toBe(0);
  }, 60_000);
});
