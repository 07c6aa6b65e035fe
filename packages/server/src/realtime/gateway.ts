/**
 * The Socket.IO gateway (issue 4 "Realtime"; contract in @bourse/shared schemas/realtime.ts).
 * It shares the API's HTTP server and port (path `/socket.io`) and is a RealtimeHub sink:
 * a topic goes to room `t:<topic>`, a user's events to room `u:<userId>`. A socket joins a
 * topic room with `sub`, and its own user room only by proving a session token (`auth`, or
 * `auth.token` in the handshake): a client can never name a user id.
 *
 * The original H5 client (socket.io-client 2, Engine.IO 3; client contract 8) is served too
 * (`allowEIO3`): it never subscribes, so a socket that connects with Engine.IO 3 joins the
 * `legacy` topic's room, which carries every pair's `daymarket`, `market_depth` and `kline`
 * in that client's shapes (one payload per event for all of them, like any topic). A
 * socket that sends `sub` speaks Bourse's protocol and leaves it. That client's `login`
 * names a bare user id and proves nothing: it joins no room (client contract 12), so it
 * gets no per-user events; those need a session token (`auth`).
 *
 * With REDIS_URL the rooms span processes through the Socket.IO Redis adapter, so an event
 * published in one server process reaches sockets connected to any other.
 */
import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  RealtimeTopic,
  parseLang,
  translate,
  type Ack,
  type ClientToServerEvents,
  type Lang,
  type MessageKey,
  type MessageParams,
  type ServerToClientEvents,
} from '@bourse/shared';
import { SessionError } from '../http/errors.ts';
import { corkBufferedFlushes, joinBroadcastFrames } from './fanout.ts';
import type { EventName, RealtimeHub, RealtimeSink, SessionsEnded } from './hub.ts';
import { MAX_TOPICS_PER_SOCKET, isTopicRoom, parseTopic, topicRoom, userRoom } from './topics.ts';

export const SOCKET_PATH = '/socket.io';

/** Per-socket state, kept in `socket.data`. */
interface SocketData {
  lang: Lang;
  /** Set only after a session token was proven. */
  userId?: number;
  /** The proven session, so its end (logout) can take the socket out of the room. */
  sessionId?: number;
  /** Counts `auth` calls, so a slow earlier one cannot undo a later one. */
  authSeq: number;
}

type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type GatewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export interface GatewayLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface GatewayOptions {
  hub: RealtimeHub;
  /**
   * Resolves a session token exactly as the HTTP guard does (users' `authenticate`):
   * the user, or SessionError when the token is missing, unknown, revoked or expired.
   */
  authenticate(token: string): Promise<{ id: number; sessionId: number }>;
  log: GatewayLog;
  /**
   * Counts one `auth` by the socket's client (http/rateLimit.ts); false once over the limit,
   * and the `auth` is refused with errors.rateLimited before any token is looked up.
   */
  allowAuth?(handshake: { address: string; headers: http.IncomingHttpHeaders }): Promise<boolean>;
  /** Fan out through Redis (REDIS_URL) so several processes share rooms. */
  redisUrl?: string;
  /** Prefix of the Redis channels; processes that share rooms must use the same one. */
  redisKey?: string;
}

export interface Gateway {
  io: GatewayServer;
  /** Disconnects this process's sockets and leaves Redis; the HTTP server stays to its owner. */
  close(): Promise<void>;
}

/** An ack, plus a refusal translated into the socket's language. */
type Reply = Ack & { error(key: MessageKey, params?: MessageParams): void };

/** Wraps a reply so a bad or missing ack function from a client never throws. */
function replier(socket: GatewaySocket, ack: unknown): Reply {
  const send: Ack = (reply) => {
    if (typeof ack === 'function') (ack as Ack)(reply);
  };
  const error = (key: MessageKey, params?: MessageParams) =>
    send({ ok: false, message: translate(socket.data.lang, key, params) });
  return Object.assign(send, { error });
}

type ParsedTopics = { topics: string[] } | { bad: string } | { tooMany: true };

/** The canonical topics of a `sub`/`unsub` payload, or why it is refused. */
function parseTopics(raw: unknown): ParsedTopics {
  if (!Array.isArray(raw)) return { bad: String(raw).slice(0, 40) };
  if (raw.length > MAX_TOPICS_PER_SOCKET) return { tooMany: true };
  const topics: string[] = [];
  for (const value of raw) {
    const topic = parseTopic(value);
    if (!topic) return { bad: String(value).slice(0, 40) };
    topics.push(topic);
  }
  return { topics };
}

/** Answers a refused payload; true when it was refused. */
function refused(
  reply: Reply,
  parsed: ParsedTopics,
): parsed is Exclude<ParsedTopics, { topics: string[] }> {
  if ('bad' in parsed) reply.error('errors.topicInvalid', { topic: parsed.bad });
  else if ('tooMany' in parsed) reply.error('errors.tooManyTopics', { max: MAX_TOPICS_PER_SOCKET });
  else return false;
  return true;
}

const topicCount = (socket: GatewaySocket) => {
  let count = 0;
  for (const room of socket.rooms) if (isTopicRoom(room)) count += 1;
  return count;
};

const LEGACY_ROOM = topicRoom(RealtimeTopic.legacy());

function onSub(socket: GatewaySocket, raw: unknown, ack: unknown): void {
  const reply = replier(socket, ack);
  // Bourse's protocol: the original client's stream would deliver the same event names in
  // other shapes.
  if (socket.rooms.has(LEGACY_ROOM)) void socket.leave(LEGACY_ROOM);
  const parsed = parseTopics(raw);
  if (refused(reply, parsed)) return;
  const rooms = parsed.topics.map(topicRoom).filter((room) => !socket.rooms.has(room));
  const distinct = new Set(rooms);
  if (topicCount(socket) + distinct.size > MAX_TOPICS_PER_SOCKET) {
    return reply.error('errors.tooManyTopics', { max: MAX_TOPICS_PER_SOCKET });
  }
  if (distinct.size > 0) void socket.join([...distinct]);
  reply({ ok: true });
}

function onUnsub(socket: GatewaySocket, raw: unknown, ack: unknown): void {
  const reply = replier(socket, ack);
  const parsed = parseTopics(raw);
  if (refused(reply, parsed)) return;
  for (const topic of parsed.topics) void socket.leave(topicRoom(topic));
  reply({ ok: true });
}

/** Leaves the user room, if any: the socket is anonymous again. */
function signOut(socket: GatewaySocket): void {
  if (socket.data.userId !== undefined) void socket.leave(userRoom(socket.data.userId));
  socket.data.userId = undefined;
}

export function attachGateway(server: http.Server, opts: GatewayOptions): Gateway {
  const io: GatewayServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    // The H5 app bundles socket.io-client; nothing needs the server to serve it.
    serveClient: false,
    // Clients send only `sub`/`unsub`/`auth`: 50 topics fit in 2 KB. The default is 1 MB.
    maxHttpBufferSize: 16 * 1024,
    // engine.io's default, stated because fan-out depends on it: permessage-deflate keeps a
    // compression context per connection, so a broadcast would be compressed once per socket
    // and could not use the frame the adapter encodes once for all (fanout.ts).
    perMessageDeflate: false,
    // The original H5 client's socket.io-client 2.x speaks Engine.IO 3 (client contract 8).
    allowEIO3: true,
  });

  const redis = opts.redisUrl ? connectRedis(io, opts) : undefined;
  // Fewer writes per socket for each broadcast; after the adapter, which they hook into.
  joinBroadcastFrames(io);
  corkBufferedFlushes(io);

  /** Resolves a token; undefined when it is not a valid session. */
  const resolveUser = async (
    token: unknown,
  ): Promise<{ id: number; sessionId: number } | undefined> => {
    if (typeof token !== 'string') return undefined;
    try {
      return await opts.authenticate(token);
    } catch (error) {
      if (!(error instanceof SessionError)) opts.log.error(error, 'realtime: auth failed');
      return undefined;
    }
  };

  // A token in the handshake (`io({ auth: { token } })`) signs the socket in before its
  // first event. An invalid one still connects: public topics need no session, and a
  // client that must know calls `auth` and reads the ack.
  io.use((socket, next) => {
    const { auth, query } = socket.handshake;
    socket.data.lang = parseLang(auth?.lang ?? query.lang);
    socket.data.authSeq = 0;
    if (typeof auth?.token !== 'string') return next(); // the H5 app sends null signed out
    // A token in the handshake is an `auth` too: over the limit the socket connects signed out.
    const allowed = opts.allowAuth ? opts.allowAuth(socket.handshake) : Promise.resolve(true);
    void allowed
      .then((ok) => (ok ? resolveUser(auth.token) : undefined))
      .catch(() => undefined)
      .then((user) => {
        socket.data.userId = user?.id;
        socket.data.sessionId = user?.sessionId;
        next();
      });
  });

  io.on('connection', (socket) => {
    if (socket.data.userId !== undefined) void socket.join(userRoom(socket.data.userId));
    // Only the original client connects with Engine.IO 3, and it never subscribes.
    if (socket.conn.protocol === 3) void socket.join(LEGACY_ROOM);
    // The original client's `login` carries a claimed user id, no credential: it joins
    // nothing (client contract 12). Per-user events need `auth` with a session token.
    socket.on('login', () => {});
    socket.on('sub', (topics, ack) => onSub(socket, topics, ack));
    socket.on('unsub', (topics, ack) => onUnsub(socket, topics, ack));
    socket.on('auth', async (token, ack) => {
      const reply = replier(socket, ack);
      if (opts.allowAuth && !(await opts.allowAuth(socket.handshake))) {
        return reply.error('errors.rateLimited');
      }
      const seq = ++socket.data.authSeq;
      const user = await resolveUser(token);
      const userId = user?.id;
      // A later `auth` on the same socket decides the room; this one only answers.
      if (seq === socket.data.authSeq) {
        if (socket.data.userId !== userId) signOut(socket);
        if (user !== undefined && socket.connected) {
          socket.data.userId = user.id;
          socket.data.sessionId = user.sessionId;
          void socket.join(userRoom(user.id));
        }
      }
      if (userId === undefined) reply.error('errors.sessionInvalid');
      else reply({ ok: true });
    });
  });

  const emit = (room: string, event: EventName, payload: unknown) => {
    // Without Redis an empty room costs nothing; with it another process may have listeners.
    if (!redis && !io.of('/').adapter.rooms.has(room)) return;
    (io.to(room).emit as (ev: string, arg: unknown) => boolean)(event, payload);
  };
  // Across processes too (fetchSockets asks every process through the adapter). A socket
  // of an ended session only leaves the user's room: market data stays, and its client
  // learns it is signed out at its next `auth` or request.
  const endSessions = async (userId: number, which: SessionsEnded) => {
    const room = userRoom(userId);
    for (const s of await io.in(room).fetchSockets()) {
      const id = s.data.sessionId;
      const ended = which === 'all' || ('only' in which ? id === which.only : id !== which.except);
      if (ended) s.leave(room);
    }
  };
  const sink: RealtimeSink = {
    publish: (topic, event, payload) => emit(topicRoom(topic), event, payload),
    toUser: (userId, event, payload) => emit(userRoom(userId), event, payload),
    reaches: (userId) => Boolean(redis) || io.of('/').adapter.rooms.has(userRoom(userId)),
    endSessions: (userId, which) =>
      void endSessions(userId, which).catch((error: unknown) =>
        opts.log.error(error, 'realtime: ending sessions failed'),
      ),
  };
  // Attach once the server listens: under `app.inject` nobody can connect, and the hub stays
  // inactive so publishers skip building payloads.
  let detach = () => {};
  const attach = () => {
    detach = opts.hub.attach(sink);
  };
  if (server.listening) attach();
  else server.once('listening', attach);

  return {
    io,
    async close() {
      server.off('listening', attach);
      detach();
      // Closing the engine ends this process's connections (local only: with Redis,
      // io.disconnectSockets would reach every process). The HTTP server is its owner's.
      io.engine.close();
      await io.of('/').adapter.close();
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}

/** The Redis adapter with ioredis, as documented by @socket.io/redis-adapter. */
function connectRedis(io: GatewayServer, opts: GatewayOptions): { pub: Redis; sub: Redis } {
  const pub = new Redis(opts.redisUrl!);
  const sub = pub.duplicate();
  // The adapter fires PUBLISH without handling its promise; while Redis is unreachable a
  // rejected publish must be logged, not crash the process as an unhandled rejection.
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) => {
    const sent = publish(channel, message);
    sent.catch((error: unknown) => opts.log.error(error, 'realtime: Redis publish failed'));
    return sent;
  };
  // Log a lost connection once, not at every retry; ioredis reconnects by itself.
  let down = false;
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      opts.log.warn(`realtime: Redis unreachable (${error.message}); retrying`);
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      opts.log.info('realtime: Redis connection restored');
    });
  }
  io.adapter(createAdapter(pub, sub, { key: opts.redisKey ?? 'bourse:realtime' }));
  return { pub, sub };
}
