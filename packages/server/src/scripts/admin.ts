/**
 * `npm run admin -- <command>`: operators of the operator's desk, from the shell. Uses
 * DATABASE_URL, or the PGlite database in DATA_DIR like `npm start` (stop the server
 * first then: PGlite allows one process at a time). Every change is audited.
 */
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ACCOUNT_TYPE_NAMES,
  translate,
  type AccountTypeName,
  type OperatorRole,
} from '@bourse/shared';
import { systemClock, type Clock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openPglite, openPostgres, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DomainError } from '../http/errors.ts';
import {
  createOperator,
  listOperators,
  setOperatorDisabled,
  setOperatorPassword,
  setOperatorRole,
  recordAudit,
  resetOperatorTotp,
  verifyAuditChain,
  type AuditChainBreak,
  FUNDABLE_POOLS,
  fundPool,
  type Actor,
  type FundablePool,
} from '../modules/admin/index.ts';
import { MAKER_ACCOUNTS, fundMarketMaker } from '../modules/spot/index.ts';
import { EDITABLE_SETTINGS, setSiteSetting } from '../modules/system/index.ts';

export const USAGE = `Usage: npm run admin -- <command> [options]

  create-operator --email <email> --name <name> --role <role> [--password <password>]
  list-operators
  disable-operator --email <email>     (ends the operator's sessions at once)
  enable-operator --email <email>
  set-password --email <email> [--password <password>]
  set-role --email <email> --role <role>
  reset-totp --email <email> --reason <text>
                                       (clears the operator's authenticator and ends their
                                        sessions; they set up a new one at their next login)
  fund-market-maker --currency <ticker> --amount <amount> --account change|stock --reason <text>
                                       (the platform's own coins, deposited to the market maker)
  fund-pool --pool <pool> --account <account> --currency <ticker> --amount <amount> --reason <text>
                                       (the platform's own money, deposited to a product pool:
                                        ${FUNDABLE_POOLS.join(', ')}; e.g. the contracts'
                                        insurance fund: --pool insurance --account lever)
  verify-audit                         (recomputes the audit log's hash chain; exits 1 if broken)
  set-setting --keyword <keyword> --value <text>
                                       (a link or text the H5 clients read: ${EDITABLE_SETTINGS.join(', ')};
                                        URLs are http(s) or a path such as /h5/#/pages/common/contactus)

Roles: finance, compliance, support, admin (admin holds every role).
Without --password the password is asked for (at least 12 characters); prefer that, as a
password on the command line stays in the shell history. --reason <text> is recorded
in the audit log with the change.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks for a password without echoing it (or reads a line from piped input). */
  readPassword(prompt: string): Promise<string>;
}

export interface CliDeps {
  db: Db;
  clock: Clock;
  io: CliIo;
}

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  password: { type: 'string' },
  reason: { type: 'string' },
  currency: { type: 'string' },
  amount: { type: 'string' },
  account: { type: 'string' },
  keyword: { type: 'string' },
  value: { type: 'string' },
  pool: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

const CHAIN_PROBLEMS: Record<AuditChainBreak['problem'], string> = {
  hash: 'its contents do not match its hash (edited)',
  link: 'it does not name the hash of the row before it',
  gap: 'rows are missing before it (deleted)',
  head: 'the chain head does not match the last row',
};

const stamp = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString());

/** Runs one command; returns the process exit code (0 done, 1 refused, 2 misused). */
export async function runAdminCli(argv: string[], { db, clock, io }: CliDeps): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [command] = positionals;
    if (values.help || !command || command === 'help') {
      io.out(USAGE);
      return command && command !== 'help' ? 2 : 0;
    }
    const need = (
      name:
        | 'email'
        | 'name'
        | 'role'
        | 'currency'
        | 'amount'
        | 'account'
        | 'reason'
        | 'keyword'
        | 'value'
        | 'pool',
    ) => {
      const value = values[name];
      if (!value) throw new UsageError(`${command} needs --${name}`);
      return value;
    };
    const actor: Actor = { operatorId: null, reason: values.reason ?? null };
    const password = async (email: string) =>
      values.password ?? (await io.readPassword(`Password for ${email}: `));

    switch (command) {
      case 'create-operator': {
        const email = need('email');
        const name = need('name');
        const role = need('role');
        const op = await createOperator(
          db,
          clock,
          { email, name, role: role as OperatorRole, password: await password(email) },
          actor,
        );
        io.out(`Created operator #${op.id} ${op.email} (${op.role})`);
        return 0;
      }
      case 'list-operators': {
        const rows = await listOperators(db);
        if (rows.length === 0) {
          io.out('No operators yet. Create one with create-operator.');
          return 0;
        }
        io.out(['id', 'email', 'name', 'role', 'status', 'last login'].join('\t'));
        for (const o of rows) {
          const status = o.disabled ? 'disabled' : 'active';
          io.out([o.id, o.email, o.name, o.role, status, stamp(o.last_login_at)].join('\t'));
        }
        return 0;
      }
      case 'disable-operator':
      case 'enable-operator': {
        const disabled = command === 'disable-operator';
        const op = await setOperatorDisabled(db, clock, need('email'), disabled, actor);
        io.out(`${disabled ? 'Disabled' : 'Enabled'} operator #${op.id} ${op.email}`);
        return 0;
      }
      case 'set-password': {
        const email = need('email');
        await setOperatorPassword(db, clock, email, await password(email), actor);
        io.out(`New password set for ${email}; their sessions have ended`);
        return 0;
      }
      case 'set-role': {
        const op = await setOperatorRole(
          db,
          clock,
          need('email'),
          need('role') as OperatorRole,
          actor,
        );
        io.out(`Operator #${op.id} ${op.email} is now ${op.role}`);
        return 0;
      }
      case 'reset-totp': {
        const email = need('email');
        const reason = need('reason');
        const op = await resetOperatorTotp(db, clock, email, { operatorId: null, reason });
        io.out(
          `Two-step sign-in cleared for operator #${op.id} ${op.email}; their sessions have ended`,
        );
        return 0;
      }
      case 'fund-market-maker': {
        const account = need('account');
        if (!(MAKER_ACCOUNTS as readonly string[]).includes(account)) {
          throw new UsageError(`--account must be one of ${MAKER_ACCOUNTS.join(', ')}`);
        }
        const currency = need('currency').toUpperCase();
        const balance = await fundMarketMaker(db, clock, {
          ticker: currency,
          amount: need('amount'),
          account: account as (typeof MAKER_ACCOUNTS)[number],
          reason: need('reason'),
        });
        io.out(`The market maker now holds ${balance} ${currency} in its ${account} account`);
        return 0;
      }
      case 'fund-pool': {
        const pool = need('pool');
        if (!(FUNDABLE_POOLS as readonly string[]).includes(pool)) {
          throw new UsageError(`--pool must be one of ${FUNDABLE_POOLS.join(', ')}`);
        }
        const account = need('account');
        if (!(ACCOUNT_TYPE_NAMES as readonly string[]).includes(account)) {
          throw new UsageError(`--account must be one of ${ACCOUNT_TYPE_NAMES.join(', ')}`);
        }
        const currency = need('currency').toUpperCase();
        const balance = await fundPool(db, clock, {
          pool: pool as FundablePool,
          account: account as AccountTypeName,
          ticker: currency,
          amount: need('amount'),
          reason: need('reason'),
        });
        io.out(`The ${pool} pool now holds ${balance} ${currency} in its ${account} account`);
        return 0;
      }
      case 'set-setting': {
        const keyword = need('keyword');
        // An empty value is meaningful for game_url (no game), so it is not "missing".
        const value = values.value ?? need('value');
        await db.transaction(async (tx) => {
          const { previous } = await setSiteSetting(tx, clock, keyword, value);
          await recordAudit(tx, {
            operatorId: null,
            action: 'setting.update',
            targetTable: 'settings',
            targetId: keyword,
            reason: actor.reason,
            detail: { previous, value },
            at: clock.now(),
          });
        });
        io.out(`${keyword} is now ${JSON.stringify(value)}`);
        return 0;
      }
      case 'verify-audit': {
        const report = await verifyAuditChain(db);
        for (const b of report.breaks) {
          io.err(
            `audit chain broken at place ${b.seq} (row ${b.id}): ${CHAIN_PROBLEMS[b.problem]}`,
          );
        }
        const summary = `${report.rows} audit rows; head ${report.head.seq} ${report.head.hash}`;
        if (!report.ok) {
          io.err(`admin: the audit chain is BROKEN (${summary})`);
          return 1;
        }
        io.out(`The audit chain holds: ${summary}`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(`admin: ${translate('en', error.key, error.params)}`);
      return 1;
    }
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`admin: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

/** Reads a password: hidden keystrokes on a terminal (asked twice), else a line of stdin. */
async function readPassword(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    const rl = readline.createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  const first = await readHidden(prompt);
  const again = await readHidden('Again: ');
  if (first !== again) throw new DomainError('errors.passwordsInconsistent');
  return first;

  function readHidden(question: string): Promise<string> {
    return new Promise((resolve) => {
      stdout.write(question);
      stdin.setRawMode(true);
      stdin.resume();
      stdin.setEncoding('utf8');
      let value = '';
      const onData = (chunk: string) => {
        for (const c of chunk) {
          if (c === '\r' || c === '\n') return finish();
          if (c === '\u0003') process.exit(130);
          value = c === '\u007f' || c === '\b' ? value.slice(0, -1) : value + c;
        }
      };
      const finish = () => {
        stdin.off('data', onData);
        stdin.setRawMode(false);
        stdin.pause();
        stdout.write('\n');
        resolve(value);
      };
      stdin.on('data', onData);
    });
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`admin: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, 2)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  let code: number;
  try {
    await migrate(database.db);
    code = await runAdminCli(process.argv.slice(2), {
      db: database.db,
      clock: systemClock,
      io: {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        readPassword,
      },
    });
  } finally {
    await database.close();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main();
}
