/**
 * THE realtime client (spec 7: a socket connection opens at launch; DESIGN.md api/socket.ts).
 * One Socket.IO connection for the whole app, on the page's own origin at `/socket.io`
 * (the contract is in @bourse/shared schemas/realtime.ts):
 *
 *   const off = subscribe(RealtimeTopic.depth('BTC/USDT'), 'market_depth', (book) => ...);
 *   const offOrders = onUserEvent('order', (order) => ...);
 *
 * Topics are ref-counted: the first handler of a topic sends `sub`, the last one to leave
 * sends `unsub`. After every (re)connection all live topics are subscribed again and
 * `auth` is sent again. A push is delivered only to the handlers of the topic it belongs
 * to (`kline:BTC/USDT:1m` handlers never see the 5m candle), so build topics with
 * `RealtimeTopic`. socket.io-client is imported when the first handler arrives, which keeps
 * it out of the home route's initial JavaScript (budget 200 KB gzip, CONTEXT.md).
 */
import {
  RealtimeTopic,
  type ClientToServerEvents,
  type KlinePeriod,
  type ServerToClientEvents,
} from '@bourse/shared';
import { session, type SessionState } from '../store/session.ts';

export type RealtimeEvent = keyof ServerToClientEvents;

/**
 * Per-user pushes of contracts and seconds options (issue 10; client contract 8): the
 * account's risk after a change, closed positions, a settled option.
 */
export interface DerivativeEvents {
  lever_trade: (payload: {
    hazard_rate: string;
    profits_all: string;
    [key: string]: unknown;
  }) => void;
  lever_closed: (payload: { id: number[] }) => void;
  closed_microorder: (payload: {
    id: number;
    fact_profits: string;
    [key: string]: unknown;
  }) => void;
}
export type UserEventMap = Pick<ServerToClientEvents, UserEvent> & DerivativeEvents;
/** The app's own user events (useUserEvent in useRealtime.ts takes these); chat is issue 14. */
export type UserEvent = 'order' | 'balance' | 'notice' | 'chat_message' | 'chat_read';
export type AnyUserEvent = keyof UserEventMap;
const USER_EVENTS: ReadonlySet<string> = new Set<AnyUserEvent>([
  'order',
  'balance',
  'notice',
  'chat_message',
  'chat_read',
  'lever_trade',
  'lever_closed',
  'closed_microorder',
]);

/** Spec 9: the socket timeout is 60000 ms, like every other request. */
export const SOCKET_TIMEOUT_MS = 60_000;

/** The part of a Socket.IO client socket used here (tests pass a fake). */
export interface SocketLike {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** What the handshake carries; read again on every (re)connection. */
export interface Handshake {
  token: string | null;
  lang: string;
}

export type Connect = (handshake: () => Handshake) => Promise<SocketLike>;

/** Opens the real connection: same origin, websocket first, polling when that fails. */
const connectSocketIo: Connect = async (handshake) => {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: SOCKET_TIMEOUT_MS,
    auth: (cb) => cb({ ...handshake() }),
  }) as unknown as SocketLike;
};

interface SessionLike {
  get(): Pick<SessionState, 'token' | 'lang'>;
  subscribe(listener: () => void): () => void;
}

type AnyHandler = (payload: unknown) => void;
interface Listener {
  event: string;
  handler: AnyHandler;
}

/**
 * The topic a public push belongs to, read from its payload (Socket.IO does not say which
 * room an event came through). Undefined when the payload does not tell: then every
 * handler of that event gets it.
 */
export function topicOf(event: string, payload: unknown): string | undefined {
  const p = (payload ?? {}) as { symbol?: unknown; period?: unknown };
  const symbol = typeof p.symbol === 'string' ? p.symbol : undefined;
  switch (event) {
    case 'daymarket':
      return RealtimeTopic.tickers();
    case 'market_depth':
      return symbol && RealtimeTopic.depth(symbol);
    case 'trades':
      return symbol && RealtimeTopic.trades(symbol);
    case 'kline':
      return symbol && typeof p.period === 'string'
        ? RealtimeTopic.kline(symbol, p.period as KlinePeriod)
        : undefined;
    default:
      return undefined;
  }
}

/** A handler that throws must not keep the others from their push: report it later. */
function call(handler: AnyHandler, payload: unknown): void {
  try {
    handler(payload);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

export function createRealtime(connect: Connect = connectSocketIo, store: SessionLike = session) {
  const topics = new Map<string, Set<Listener>>();
  const userHandlers = new Map<AnyUserEvent, Set<AnyHandler>>();
  let socket: SocketLike | undefined;
  let opening: Promise<SocketLike> | undefined;
  /** The token the current connection has authenticated with, if any. */
  let authedToken: string | null = null;
  let knownToken: string | null = null;

  const hasUserHandlers = () => [...userHandlers.values()].some((s) => s.size > 0);

  function authIfNeeded(): void {
    const { token } = store.get();
    if (!socket?.connected || !token || token === authedToken || !hasUserHandlers()) return;
    authedToken = token;
    socket.emit('auth', token);
  }

  /** On every connection, first or after a drop: the server remembers nothing of the last. */
  function onConnect(): void {
    authedToken = null;
    if (topics.size > 0) socket?.emit('sub', [...topics.keys()]);
    authIfNeeded();
  }

  /**
   * Login, logout or another account: a new token joins its user room with `auth`; a
   * connection opened under someone's token (the handshake carries it) reconnects, so it
   * leaves their room.
   */
  function onSessionChange(): void {
    const { token } = store.get();
    if (token === knownToken) return;
    const previous = knownToken;
    knownToken = token;
    if (!socket) return;
    if (previous) {
      socket.disconnect();
      socket.connect();
    } else {
      authIfNeeded();
    }
  }

  function dispatch(event: string, ...args: unknown[]): void {
    const payload = args[0];
    if (USER_EVENTS.has(event)) {
      userHandlers.get(event as AnyUserEvent)?.forEach((h) => call(h, payload));
      return;
    }
    const topic = topicOf(event, payload);
    for (const [name, listeners] of topics) {
      if (topic !== undefined && name !== topic) continue;
      for (const l of listeners) if (l.event === event) call(l.handler, payload);
    }
  }

  function open(): void {
    if (opening) return;
    knownToken = store.get().token;
    opening = connect(() => ({ token: store.get().token, lang: store.get().lang })).then((s) => {
      socket = s;
      s.on('connect', onConnect);
      s.onAny(dispatch);
      store.subscribe(onSessionChange);
      if (s.connected) onConnect();
      return s;
    });
    // The library chunk failed to load (offline): the next subscription tries again.
    opening.catch(() => {
      opening = undefined;
    });
  }

  function subscribe<E extends RealtimeEvent>(
    topic: string,
    event: E,
    handler: ServerToClientEvents[E],
  ): () => void {
    const listener: Listener = { event, handler: handler as AnyHandler };
    let listeners = topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      topics.set(topic, listeners);
      // Not connected yet: onConnect subscribes every topic at once.
      if (socket?.connected) socket.emit('sub', [topic]);
    }
    listeners.add(listener);
    open();
    const own = listeners;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      own.delete(listener);
      if (own.size > 0 || topics.get(topic) !== own) return;
      topics.delete(topic);
      if (socket?.connected) socket.emit('unsub', [topic]);
    };
  }

  /** The signed-in user's own events; authenticates with the session token. */
  function onUserEvent<E extends UserEvent>(event: E, handler: ServerToClientEvents[E]): () => void;
  function onUserEvent<E extends keyof DerivativeEvents>(
    event: E,
    handler: DerivativeEvents[E],
  ): () => void;
  function onUserEvent(event: AnyUserEvent, handler: UserEventMap[AnyUserEvent]): () => void {
    let handlers = userHandlers.get(event);
    if (!handlers) userHandlers.set(event, (handlers = new Set()));
    const own = handler as AnyHandler;
    handlers.add(own);
    open();
    authIfNeeded();
    return () => {
      handlers.delete(own);
    };
  }

  /** Topics with at least one handler (for tests and debugging). */
  const activeTopics = () => [...topics.keys()];

  return { subscribe, onUserEvent, activeTopics };
}

export type Realtime = ReturnType<typeof createRealtime>;

const realtime = createRealtime();
export const subscribe = realtime.subscribe;
export const onUserEvent = realtime.onUserEvent;
