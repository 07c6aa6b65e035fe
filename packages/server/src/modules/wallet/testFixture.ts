/**
 * One wallet scenario per test file: `walletScenario({ people, grants })` registers the
 * set-up and the tear-down hooks of the file. Before the first test: the app on fixed
 * prices (walletApp), each named person signed up as `<name>@example.com` in the order
 * given, then each grant credited through the ledger in the order given. After the last
 * test: the optional teardown, then the app closes.
 *
 * The returned object reads the app (`s.t`) and the people (`s.alice`) once the set-up
 * has run, and calls the API as one of them (`s.call(method, url, data, s.alice)`).
 */
import { afterAll, beforeAll } from 'vitest';
import type { AccountTypeName, BalanceBucket, SystemAccountName } from '@bourse/shared';
import { call, type Reply } from '../../test/helper.ts';
import { journalById, journalEntries, type EntryRow, type JournalRow } from '../ledger/testing.ts';
import {
  balanceOf,
  fund,
  person,
  systemBalance,
  walletApp,
  type Person,
  type WalletTest,
} from './testing.ts';

type Fields = Record<string, string | number | undefined>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer<T> = Promise<Reply<T> & { status: number }>;

/** A credit made before the first test: [person, account, currency id, amount]. */
export type Grant<N extends string> = readonly [N, AccountTypeName, number, string];

export interface ScenarioOptions<N extends string> {
  /** Signed up in this order, as `<name>@example.com`. */
  people: readonly N[];
  /** Credited in this order, after every person has signed up. */
  grants?: readonly Grant<N>[];
  /** Prices beside the defaults of walletApp. */
  prices?: Record<string, string>;
  /** Runs after the grants, before the first test. */
  setup?: (s: WalletScenario<N>) => Promise<void>;
  /** Runs after the last test, before the app closes. */
  teardown?: (s: WalletScenario<N>) => Promise<void>;
}

export interface ScenarioTools {
  /** The app of the file; available once the set-up has run. */
  readonly t: WalletTest;
  /** Signs up one more person during a test. */
  person(email: string): Promise<Person>;
  /** Calls the API like the H5 client, signed in as `who` when given. */
  call<T = unknown>(method: Method, url: string, data?: Fields, who?: Person): Answer<T>;
  /** `POST /wallet/change` as `who`, with any fields (the refusals). */
  transfer<T = unknown>(who: Person, fields: Fields): Answer<T>;
  /** `POST /wallet/change` as `who`: `number` of `currency_id` from one account to another. */
  move<T = unknown>(
    who: Person,
    number: string,
    currency_id: number,
    from_field: string,
    to_field: string,
  ): Answer<T>;
  /** `POST /user/Transfer` (a conversion) as `who`. */
  convert<T = unknown>(who: Person, fields: Fields): Answer<T>;
  /** One balance of `who` as {available, frozen}. */
  balance(
    who: Person,
    account: AccountTypeName,
    currency: number,
  ): Promise<Record<BalanceBucket, string>>;
  /** A system account's available balance ('0' when it never moved). */
  systemBalance(
    system: SystemAccountName,
    account: AccountTypeName,
    currency: number,
  ): Promise<string>;
  /** The journal row of an id (undefined when there is none). */
  journal(id: number): Promise<JournalRow | undefined>;
  /** The ledger entries of a journal, in the order they were posted. */
  entries(journalId: number): Promise<EntryRow[]>;
}

export type { Person };

export type WalletScenario<N extends string> = ScenarioTools & { readonly [K in N]: Person };

export function walletScenario<const N extends string>(
  options: ScenarioOptions<N>,
): WalletScenario<N> {
  let app: WalletTest | undefined;
  const people = new Map<string, Person>();
  const ready = (): WalletTest => {
    if (!app) throw new Error('The wallet scenario is read before its set-up has run');
    return app;
  };
  const named = (name: string): Person => {
    const found = people.get(name);
    if (!found) throw new Error(`${name} is read before the set-up has signed them up`);
    return found;
  };

  const tools: ScenarioTools = {
    get t() {
      return ready();
    },
    person: (email) => person(ready(), email),
    call: (method, url, data = {}, who) => call(ready().app, method, url, data, who?.token),
    transfer: (who, fields) => call(ready().app, 'POST', '/wallet/change', fields, who.token),
    move: (who, number, currency_id, from_field, to_field) =>
      call(
        ready().app,
        'POST',
        '/wallet/change',
        { currency_id, number, from_field, to_field },
        who.token,
      ),
    convert: (who, fields) => call(ready().app, 'POST', '/user/Transfer', fields, who.token),
    balance: (who, account, currency) => balanceOf(ready(), who.id, account, currency),
    systemBalance: (system, account, currency) => systemBalance(ready(), system, account, currency),
    journal: (id) => journalById(ready().ctx.db, id),
    entries: (journalId) => journalEntries(ready().ctx.db, journalId),
  };
  const scenario = tools as WalletScenario<N>;
  for (const name of options.people) {
    Object.defineProperty(scenario, name, { get: () => named(name), enumerable: true });
  }

  beforeAll(async () => {
    app = await walletApp(options.prices);
    for (const name of options.people) {
      people.set(name, await person(app, `${name}@example.com`));
    }
    for (const [name, account, currency, amount] of options.grants ?? []) {
      await fund(app, named(name).id, account, currency, amount);
    }
    await options.setup?.(scenario);
  });
  afterAll(async () => {
    try {
      await options.teardown?.(scenario);
    } finally {
      await app?.close();
    }
  });
  return scenario;
}
