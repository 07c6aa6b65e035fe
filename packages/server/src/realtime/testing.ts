/**
 * Socket.IO client helpers for the realtime tests and bench. "Nothing arrived" is proven without
 * timing: Socket.IO keeps order on one connection, so once a later sentinel event has
 * arrived, anything sent to that socket before it would have arrived first.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { io, type Socket, type SocketOptions, type ManagerOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@bourse/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type AckReply = { ok: true } | { ok: false; message: string };

/** Connects one client (websocket unless told) and waits until it is in. */
export async function connectClient(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sends `sub`, `unsub` or `auth` with any payload (even a wrong one) and returns the ack. */
export function ask(
  socket: ClientSocket,
  event: keyof ClientToServerEvents,
  payload: unknown,
): Promise<AckReply> {
  const raw = socket as unknown as { emit(ev: string, arg: unknown, ack: unknown): void };
  return new Promise((resolve) => raw.emit(event, payload, resolve));
}

/** Every event the socket receives, in order, as [name, payload]. */
export function recorder(socket: ClientSocket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

/** The payload of the next `event` on this socket. */
export function arrival(socket: ClientSocket, event: keyof ServerToClientEvents): Promise<unknown> {
  const raw = socket as unknown as { once(ev: string, fn: (arg: unknown) => void): void };
  return new Promise((resolve) => raw.once(event, resolve));
}

const PROCESS_ENTRY = fileURLToPath(new URL('./gatewayProcess.ts', import.meta.url));
/** The tsx loader, for child processes that run TypeScript: `node --import <TSX_LOADER>`. */
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A gateway in a child process (gatewayProcess.ts). */
export interface GatewayProcess {
  url: string;
  pid: number;
  /**
   * Publishes through the child's hub: `{topic, event, payload}` or `{userId, event, payload}`,
   * or an array of them, published together in one go (gatewayProcess.ts).
   */
  send(line: object): void;
  stop(): Promise<void>;
}

/**
 * A shell command that raises the soft file-descriptor limit, then runs its arguments
 * (`sh -c <this> node args...`): node cannot raise its own `ulimit -n`.
 */
export const raiseFiles = (maxFiles: number) => `ulimit -n ${maxFiles} && exec "$0" "$@"`;

export async function startGatewayProcess(
  env: Record<string, string> = {},
  options: { maxFiles?: number | undefined } = {},
): Promise<GatewayProcess> {
  const node = [process.execPath, '--import', TSX_LOADER, PROCESS_ENTRY];
  const [command, ...args] = options.maxFiles
    ? ['sh', '-c', raiseFiles(options.maxFiles), ...node]
    : node;
  const child = spawn(command!, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    readline
      .createInterface({ input: child.stdout })
      .once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    void exited.then(() => reject(new Error('the gateway process exited before listening')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    send: (line) => child.stdin.write(`${JSON.stringify(line)}\n`),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** True when a Redis answers at `url` within 2 s (the Redis test and bench skip otherwise). */
export async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
