/**
 * The two brokers behave alike: one server answers a request, a subject nobody serves
 * says so at once (NoResponders: nothing was delivered), a slow server times out
 * (RequestTimeout: the outcome is unknown), broadcasts reach wildcard subscribers, and
 * messages cross as JSON. NATS runs when it is reachable (127.0.0.1:4222 here and in CI).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { NATS_URL, natsReachable } from './testing.ts';
import {
  NoResponders,
  RequestTimeout,
  memoryHub,
  natsBroker,
  subjectMatcher,
  type Broker,
} from './broker.ts';

const unique = () => `test.${Math.random().toString(36).slice(2)}`;

const brokers: [string, () => Promise<[Broker, Broker]>][] = [
  [
    'memory',
    async () => {
      const hub = memoryHub();
      return [hub.connect(), hub.connect()];
    },
  ],
];
if (await natsReachable()) {
  brokers.push([
    'NATS',
    async () => [await natsBroker(NATS_URL, 'test-a'), await natsBroker(NATS_URL, 'test-b')],
  ]);
} else {
  console.log(`broker.test: NATS not reachable at ${NATS_URL}, only the memory broker runs`);
}

describe.each(brokers)('the %s broker', (_name, open) => {
  const opened: Broker[] = [];
  const pair = async () => {
    const both = await open();
    opened.push(...both);
    return both;
  };
  afterAll(async () => {
    for (const b of opened) await b.close();
  });

  it('carries a request to the one server and its JSON answer back', async () => {
    const [a, b] = await pair();
    const subject = unique();
    const stop = b.serve(subject, async (data) => ({
      echo: data,
      big: '12345678901234567890.123456789',
    }));
    await b.flush();
    const answer = await a.request(subject, { id: 2 ** 40, text: 'a\u0000b' }, 2000);
    expect(answer).toEqual({
      echo: { id: 2 ** 40, text: 'a\u0000b' },
      big: '12345678901234567890.123456789',
    });
    stop();
  });

  it('says at once that nobody serves a subject', async () => {
    const [a] = await pair();
    await expect(a.request(unique(), {}, 2000)).rejects.toBeInstanceOf(NoResponders);
  });

  it('stops serving when told, and then nobody serves', async () => {
    const [a, b] = await pair();
    const subject = unique();
    const stop = b.serve(subject, async () => 'here');
    await b.flush();
    expect(await a.request(subject, null, 2000)).toBe('here');
    stop();
    await b.flush();
    await expect(a.request(subject, null, 2000)).rejects.toBeInstanceOf(NoResponders);
  });

  it('times out on a server that does not answer in time', async () => {
    const [a, b] = await pair();
    const subject = unique();
    const stop = b.serve(subject, () => new Promise((r) => setTimeout(() => r('late'), 500)));
    await b.flush();
    await expect(a.request(subject, null, 100)).rejects.toBeInstanceOf(RequestTimeout);
    stop();
  });

  it('broadcasts to every subscriber whose wildcard matches, in order', async () => {
    const [a, b] = await pair();
    const root = unique();
    const heard: [unknown, string][] = [];
    const stop = b.subscribe(`${root}.*.book`, (data, subject) => heard.push([data, subject]));
    await b.flush();
    a.publish(`${root}.1.book`, { seq: 1 });
    a.publish(`${root}.1.trades`, { seq: 2 });
    a.publish(`${root}.2.book`, { seq: 3 });
    a.publish(`${root}.2.book.now`, { seq: 4 });
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([
      [{ seq: 1 }, `${root}.1.book`],
      [{ seq: 3 }, `${root}.2.book`],
    ]);
    stop();
  });
});

describe('subject wildcards', () => {
  it('match one token per star, and only whole subjects', () => {
    const m = subjectMatcher('bourse.spot.*.book');
    expect(m('bourse.spot.12.book')).toBe(true);
    expect(m('bourse.spot.12.book.now')).toBe(false);
    expect(m('bourse.spot.book')).toBe(false);
    expect(m('bourse.spot.12.commands')).toBe(false);
  });
});

describe('a killed memory connection', () => {
  it('loses its servers and subscriptions, as a crashed process would', async () => {
    const hub = memoryHub();
    const a = hub.connect();
    const b = hub.connect();
    const subject = unique();
    b.serve(subject, async () => 'b');
    let heard = 0;
    b.subscribe(subject, () => heard++);
    b.kill();
    await expect(a.request(subject, null, 500)).rejects.toBeInstanceOf(NoResponders);
    a.publish(subject, 1);
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toBe(0);
  });
});
