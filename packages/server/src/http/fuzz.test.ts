/**
 * Every operation the OpenAPI document lists, fed seeded malformed input signed out, as a
 * user and as an operator: none may answer 5xx (a 500 is a bug, DESIGN.md section 3). The
 * hostile probe that found ids past int32, NUL bytes and broken multipart answering 500
 * is replayed here on every route, so a new route cannot bring them back. A failing case
 * prints its seed, method, path and input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Rng } from '@bourse/shared';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { seedDemo } from '../seed/index.ts';
import { createOperator } from '../modules/admin/index.ts';
import { signUp } from '../modules/users/testing.ts';
import { loginOperator } from '../modules/admin/testing.ts';

interface Operation {
  method: string;
  /** Fastify's path, `:id` style. */
  path: string;
  fields: string[];
  params: string[];
}

/** Values an outside prober tried, and the original client's own oddities. */
const HOSTILE: readonly unknown[] = [
  '',
  'undefined',
  'null',
  '\u0000',
  'a\u0000b',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '0',
  '1e309',
  '1e-7',
  '0.30000000000000004',
  'NaN',
  'Infinity',
  '1,000.5',
  '１２３',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '\ud83d\ude00',
  '\ud800',
  '%',
  '[object Object]',
];
/** Only for JSON bodies: types a form can never carry. */
const JSON_ONLY: readonly unknown[] = [null, true, 2 ** 53, -0.5, [], ['1'], {}, { a: 1 }, 1e308];
/** Requests per operation and caller. */
const ROUNDS = 24;
const PATH_IDS = ['2147483648', '9223372036854775808', '-1', '0', 'abc', '%00', '1.5', '1'];

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [openPath, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const parameters = op.parameters ?? [];
      const body = op.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      const bodyFields = Object.values(body?.content ?? {}).flatMap((c) =>
        Object.keys(c.schema?.properties ?? {}),
      );
      ops.push({
        method: method.toUpperCase(),
        path: openPath.replace(/\{(\w+)\}/g, ':$1'),
        fields: [
          ...new Set([
            ...parameters.filter((p) => p.in !== 'path').map((p) => p.name),
            ...bodyFields,
          ]),
        ],
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return ops;
}

function urlOf(op: Operation, rng: Rng): string {
  return op.path.replace(/:(\w+)/g, () => encodeURIComponent(rng.pick(PATH_IDS)));
}

/** One malformed input: each declared field gets a hostile value, or is left out. */
function inputFor(op: Operation, rng: Rng, json: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const pool = json ? [...HOSTILE, ...JSON_ONLY] : HOSTILE;
  for (const field of op.fields) if (rng.next() < 0.8) input[field] = rng.pick(pool);
  if (rng.next() < 0.2)
    input[rng.pick(['id', 'user_id', 'currency', 'page', 'limit'])] = rng.pick(pool);
  return input;
}

async function send(
  t: TestApp,
  op: Operation,
  rng: Rng,
  token: string | undefined,
): Promise<{ status: number; what: string }> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = urlOf(op, rng);
  const hasBody = op.method === 'POST' || op.method === 'PUT';
  const style = hasBody ? rng.pick(['form', 'json', 'multipart-broken'] as const) : 'query';
  const input = inputFor(op, rng, style === 'json');
  const what = `${op.method} ${url} ${style} ${JSON.stringify(input).slice(0, 300)}`;
  if (style === 'query') {
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: op.method as 'GET', url, query, headers });
    return { status: res.statusCode, what };
  }
  if (style === 'json') {
    const res = await t.app.inject({
      method: op.method as 'POST',
      url,
      payload: JSON.stringify(input),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    return { status: res.statusCode, what };
  }
  if (style === 'multipart-broken') {
    const res = await t.app.inject({
      method: op.method as 'POST',
      url,
      payload: rng.pick([
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        '',
        '--\r\n\r\n',
      ]),
      headers: {
        ...headers,
        'content-type': rng.pick([
          'multipart/form-data',
          'multipart/form-data; boundary=y',
          'multipart/form-data; boundary=',
        ]),
      },
    });
    return { status: res.statusCode, what };
  }
  const res = await t.app.inject({
    method: op.method as 'POST',
    url,
    payload: new URLSearchParams(
      Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, what };
}

describe('every OpenAPI operation, fuzzed', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: Record<string, string | undefined> = { guest: undefined };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.ctx.db, t.clock, { production: false });
    callers.user = await signUp(t.app, 'fuzz.user@example.com');
    await createOperator(t.ctx.db, t.clock, {
      email: 'fuzz.admin@example.com',
      name: 'Fuzz',
      role: 'admin',
      password: 'operator-pass-123',
    });
    const login = await loginOperator(t, {
      email: 'fuzz.admin@example.com',
      password: 'operator-pass-123',
    });
    callers.operator = login.message;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(doc).filter((op) => !op.path.startsWith('/api/docs'));
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists the API (a guard against fuzzing nothing)', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.some((op) => op.path === '/api/user/login')).toBe(true);
  });

  for (const who of ['guest', 'user', 'operator'] as const) {
    it(`answers no 5xx to malformed input, ${who}`, async () => {
      const seed = { guest: 9101, user: 9102, operator: 9103 }[who];
      const rng = seededRandom(seed);
      const failures: string[] = [];
      for (const op of operations) {
        for (let round = 0; round < ROUNDS; round++) {
          const { status, what } = await send(t, op, rng, callers[who]);
          if (status >= 500) failures.push(`${status} ${what}`);
        }
      }
      expect(failures, `seed ${seed}`).toEqual([]);
    }, 300_000);
  }
});
