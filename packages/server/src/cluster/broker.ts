/**
 * The message broker between the processes that share one database (docs/decisions.md 61):
 * request/reply to the one process that serves a subject (a market's owner), and
 * fire-and-forget broadcasts (book snapshots, configuration changes).
 *
 * Two implementations with one behaviour: NATS (several processes, NATS_URL) and an
 * in-memory broker (one process; tests that run several apps in one process share one).
 * Messages are JSON on both, so what works in memory works on the wire.
 */
import { ErrorCode, JSONCodec, connect, type NatsConnection, type NatsError } from 'nats';

/** Nobody serves the subject (a market between owners): nothing was delivered. */
export class NoResponders extends Error {
  constructor(subject: string) {
    super(`no process serves ${subject}`);
  }
}

/** The server did not answer in time: the request may or may not have been carried out. */
export class RequestTimeout extends Error {
  constructor(subject: string) {
    super(`no answer on ${subject} in time`);
  }
}

export interface Broker {
  readonly kind: 'memory' | 'nats';
  /** Asks the one server of `subject`; rejects with NoResponders or RequestTimeout. */
  request(subject: string, data: unknown, timeoutMs: number): Promise<unknown>;
  /** Answers requests on `subject` until the returned function is called. */
  serve(subject: string, handler: (data: unknown) => Promise<unknown>): () => void;
  publish(subject: string, data: unknown): void;
  /** Resolves once the broker has every subscription made so far (serve() is then reachable). */
  flush(): Promise<void>;
  /** `subject` may hold `*` for one token (`bourse.spot.*.book`). */
  subscribe(subject: string, listener: (data: unknown, subject: string) => void): () => void;
  close(): Promise<void>;
}

/** A NATS subject with `*` wildcards, as a matcher. */
export function subjectMatcher(pattern: string): (subject: string) => boolean {
  const want = pattern.split('.');
  return (subject) => {
    const got = subject.split('.');
    return got.length === want.length && want.every((w, i) => w === '*' || w === got[i]);
  };
}

const roundTrip = (data: unknown): unknown =>
  data === undefined ? undefined : JSON.parse(JSON.stringify(data));

/** A broker in memory that several in-process apps connect to, as processes to NATS (tests). */
export interface MemoryHub {
  /** One app's connection; `kill()` drops it as a crash would (its subscriptions vanish). */
  connect(): Broker & { kill(): void };
}

export function memoryHub(): MemoryHub {
  type Server = { owner: object; handler: (data: unknown) => Promise<unknown> };
  type Listener = {
    owner: object;
    match: (s: string) => boolean;
    listener: (d: unknown, s: string) => void;
  };
  const servers = new Map<string, Server[]>();
  const listeners = new Set<Listener>();
  const dropOwner = (owner: object) => {
    for (const [subject, list] of servers) {
      const left = list.filter((s) => s.owner !== owner);
      if (left.length > 0) servers.set(subject, left);
      else servers.delete(subject);
    }
    for (const l of listeners) if (l.owner === owner) listeners.delete(l);
  };
  return {
    connect() {
      const me = {};
      return {
        kind: 'memory',
        async request(subject, data, timeoutMs) {
          const server = servers.get(subject)?.[0];
          if (!server) throw new NoResponders(subject);
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new RequestTimeout(subject)), timeoutMs);
          });
          try {
            const answer = server.handler(roundTrip(data)).catch((failure: unknown) => ({
              failed: (failure as Error).message ?? 'failed',
            }));
            return roundTrip(await Promise.race([answer, timeout]));
          } finally {
            clearTimeout(timer);
          }
        },
        serve(subject, handler) {
          const entry = { owner: me, handler };
          servers.set(subject, [...(servers.get(subject) ?? []), entry]);
          return () => {
            const left = (servers.get(subject) ?? []).filter((s) => s !== entry);
            if (left.length > 0) servers.set(subject, left);
            else servers.delete(subject);
          };
        },
        publish(subject, data) {
          for (const l of listeners) {
            if (l.match(subject)) queueMicrotask(() => l.listener(roundTrip(data), subject));
          }
        },
        subscribe(subject, listener) {
          const entry = { owner: me, match: subjectMatcher(subject), listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
        async flush() {},
        async close() {
          dropOwner(me);
        },
        kill() {
          dropOwner(me);
        },
      };
    },
  };
}

/** One process's broker, alone: same rules as NATS. */
export function memoryBroker(): Broker {
  return memoryHub().connect();
}

const codec = JSONCodec<unknown>();

/** The broker over NATS; `name` shows in the server's connection list. */
export async function natsBroker(url: string, name: string): Promise<Broker> {
  const nc: NatsConnection = await connect({
    servers: url,
    name,
    // A broker restart must not end the process: reconnect for as long as it takes.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  return {
    kind: 'nats',
    async request(subject, data, timeoutMs) {
      try {
        const reply = await nc.request(subject, codec.encode(data), { timeout: timeoutMs });
        return codec.decode(reply.data);
      } catch (error) {
        const code = (error as NatsError).code;
        if (code === ErrorCode.NoResponders) throw new NoResponders(subject);
        if (code === ErrorCode.Timeout) throw new RequestTimeout(subject);
        throw error;
      }
    },
    serve(subject, handler) {
      const sub = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return;
          void handler(codec.decode(msg.data)).then(
            (reply) => msg.respond(codec.encode(reply ?? null)),
            (failure: unknown) =>
              msg.respond(codec.encode({ failed: (failure as Error).message ?? 'failed' })),
          );
        },
      });
      return () => sub.unsubscribe();
    },
    publish(subject, data) {
      nc.publish(subject, codec.encode(data));
    },
    flush: () => nc.flush(),
    subscribe(subject, listener) {
      const sub = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (!error) listener(codec.decode(msg.data), msg.subject);
        },
      });
      return () => sub.unsubscribe();
    },
    async close() {
      await nc.drain();
    },
  };
}
