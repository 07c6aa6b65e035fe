/**
 * The original H5 client's wire, replayed against a real Bourse server listening on a
 * port (client contract sections 2 and 11): every call form-encoded the way uni.request
 * does it (`encodeURIComponent(String(v))`, so an absent value is the text `undefined`),
 * GETs with the fields in the query and the form content type anyway, the raw token in
 * `Authorization` (empty when signed out), `lang` in every call, and the reply read by
 * the client's own success test. Nothing here knows Bourse's insides except the set-up
 * (demo data, test users, the clock), which the client never sees.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../packages/server/src/test/helper.ts';
import { seedDemo } from '../../packages/server/src/seed/index.ts';
import { eq } from 'drizzle-orm';
import { users as userRows } from '../../packages/server/src/modules/users/index.ts';
import { signUp } from '../../packages/server/src/modules/users/testing.ts';
import type { ManualClock } from '../../packages/server/src/clock.ts';
import type { Feed } from '../../packages/server/src/modules/market/index.ts';

export type Field = string | number | undefined | null;
export type Fields = Record<string, Field>;

/**
 * What the pages read is untyped JSON; each test names and checks the fields it reads, so
 * a reply is `any` here rather than a cast in every test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface LegacyReply<T = Json> {
  status: number;
  headers: Headers;
  /** The parsed body: the envelope, or (for /currency/new_timeshar) with a top-level data. */
  body: { type: unknown; message: T; code?: unknown; data?: unknown };
  /** The client's success test: `type == "ok"` (loose) or `code == 1`. */
  ok: boolean;
  message: T;
}

export interface LegacyServer {
  t: TestApp;
  /** `http://127.0.0.1:<port>`: the API origin the client was built for. */
  origin: string;
  call<T = Json>(
    method: 'GET' | 'POST',
    path: string,
    fields?: Fields,
    opts?: CallOptions,
  ): Promise<LegacyReply<T>>;
  /** Signs a fresh user up (set-up only) and returns the raw token the client would store. */
  newUser(email?: string): Promise<string>;
  /**
   * Set-up the client cannot do: binds a phone to the user (its bind-phone entry is
   * commented out; identity verification needs both contacts, spec 5).
   */
  bindPhone(userId: number): Promise<void>;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  /** The H5 page's origin, when it is served apart from the API. */
  from?: string;
}

/** uni.request's form encoding of one value. */
export const wire = (v: Field): string => encodeURIComponent(String(v));

/** The query string of a GET: `undefined`/`null` become an empty value. */
const queryOf = (fields: Fields): string =>
  Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v === undefined || v === null ? '' : wire(v)}`)
    .join('&');

const bodyOf = (fields: Fields): string =>
  Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${wire(v)}`)
    .join('&');

let users = 0;
let phones = 13_700_000_000;

/** A port nothing listens on now (the OS's choice, released for the app to take). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * One real server per test file, with the demo data `npm start` seeds. `clock` lets a file
 * move time (an option's expiry) as the server sees it; the client never knows.
 */
export function legacyServer(
  env: Record<string, string> = {},
  opts: { clock?: ManualClock; feed?: Feed } = {},
): LegacyServer {
  const server = {} as LegacyServer;
  beforeAll(async () => {
    // The API origin is known before the app is built, as PUBLIC_URL is in a deployment:
    // links the server writes into replies (signed picture URLs) are absolute on it.
    const port = await freePort();
    server.origin = `http://127.0.0.1:${port}`;
    const t = await buildTestApp({
      env: { PUBLIC_URL: server.origin, ...env },
      ...(opts.clock ? { clock: opts.clock } : {}),
      ...(opts.feed ? { feed: opts.feed } : {}),
    });
    await seedDemo(t.ctx.db, t.clock, { production: false, uploadDir: t.ctx.uploadDir });
    await t.app.listen({ port, host: '127.0.0.1' });
    server.t = t;
    server.call = async (method, path, fields = {}, opts = {}) => {
      const all: Fields = { ...fields, lang: opts.lang ?? 'en' };
      const headers: Record<string, string> = {
        Authorization: opts.token ?? '',
        'Content-Type': 'application/x-www-form-urlencoded',
      };
      if (opts.from) headers.Origin = opts.from;
      const url = `${server.origin}/api${path}`;
      const res =
        method === 'GET'
          ? await fetch(`${url}${path.includes('?') ? '&' : '?'}${queryOf(all)}`, { headers })
          : await fetch(url, { method, headers, body: bodyOf(all) });
      const text = await res.text();
      let body: LegacyReply['body'];
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(
          `${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`,
        );
      }
      // The client's own loose comparison.
      const ok = body.type == 'ok' || body.code == 1;
      return { status: res.status, headers: res.headers, body, ok, message: body.message };
    };
    server.newUser = async (email = `legacy${++users}.${Date.now()}@example.com`) =>
      signUp(t.app, email);
    server.bindPhone = async (userId) => {
      await t.ctx.db
        .update(userRows)
        .set({ mobile: String(phones++), areaCode: '86' })
        .where(eq(userRows.id, userId));
    };
  }, 120_000);
  afterAll(async () => {
    await server.t?.close();
  });
  return server;
}

/** Asserts the reply passed the client's success test, naming the call when it did not. */
export function expectOk<T>(reply: LegacyReply<T>, what: string): T {
  expect(reply.status, what).toBe(200);
  expect(reply.ok, `${what}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(true);
  return reply.message;
}

/** Asserts a refusal the client toasts: HTTP 200, `type` other than ok, a short plain string. */
export function expectRefused(reply: LegacyReply, what: string): string {
  expect(reply.status, what).toBe(200);
  expect(reply.ok, what).toBe(false);
  expect(typeof reply.message, what).toBe('string');
  expect((reply.message as string).length, what).toBeGreaterThan(0);
  return reply.message as string;
}

/** `YYYY-MM-DD HH:mm:ss`, as the pages slice it. */
export const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A number, or a string `Number()` reads as a finite number. */
export function expectNumeric(value: unknown, what: string): void {
  expect(['string', 'number'], `${what} type`).toContain(typeof value);
  expect(Number.isFinite(Number(value)), `${what} = ${String(value)}`).toBe(true);
}
