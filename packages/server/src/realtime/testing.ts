/**
 * Socket.IO client helpers for the realtime tests and bench. "Nothing arrived" is proven without
 * timing: Socket.IO keeps order on one connection, so once a later sentinel event has
 * arrived, anything sent to that socket before it would have arrived first.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A gateway in a child process (gatewayProcess.ts). */
export interface GatewayProcess {
  url: string;
  /** Publishes through the child's hub: `{topic, event, payload}` or `{userId, event, payload}`. */
  send(line: object): void;
  stop(): Promise<void>;
}

export async function startGatewayProcess(
  env: Record<string, string> = {},
): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, PROCESS_ENTRY], {
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
    send: (line) => child.stdin.write(`${JSON.stringify(line)}\n`),
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
