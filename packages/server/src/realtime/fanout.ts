/**
 * Fewer writes per socket when the gateway broadcasts (docs/operations.md, "Realtime
 * fan-out"). Socket.IO already encodes a broadcast once and pre-computes its WebSocket
 * frame; what remains per socket is engine.io's bookkeeping and a write to its TCP socket,
 * and at 10,000 subscribers the writes are most of the cost (`npm run bench`).
 *
 * Both hooks reach into library internals (socket.io-adapter's `_encode`, ws's `_socket`),
 * so each checks what it finds and otherwise leaves the library's own path alone: a
 * version that changes them costs speed, never delivery.
 */
import type { Socket as TcpSocket } from 'node:net';
import type { Server } from 'socket.io';

/** The options socket.io-adapter 2.5 hands engine.io with a broadcast packet. */
interface PacketOptions {
  wsPreEncodedFrame?: Buffer[];
}
type Encode = (this: unknown, packet: unknown, opts: PacketOptions) => unknown;

/**
 * The adapter pre-computes a broadcast's frame as two buffers (header and payload), which
 * ws writes as cork, two writes, uncork: a writev per socket. Joined once per broadcast,
 * each socket gets one plain write: a tenth to a quarter less server CPU per update in
 * the bench. Call after `io.adapter(...)`: the Redis adapter replaces the namespace's.
 */
export function joinBroadcastFrames(io: Server): void {
  const adapter = io.of('/').adapter as unknown as { _encode?: Encode };
  const encode = adapter._encode;
  if (typeof encode !== 'function') return;
  adapter._encode = function (packet, opts) {
    const encoded = encode.call(this, packet, opts);
    const frame = opts.wsPreEncodedFrame;
    if (Array.isArray(frame) && frame.length > 1) opts.wsPreEncodedFrame = [Buffer.concat(frame)];
    return encoded;
  };
}

/** What engine.io's server-level `flush` and `drain` events carry. */
interface EngineSocket {
  transport: { name: string; socket?: { _socket?: TcpSocket } };
}

const tcpSocketOf = (conn: EngineSocket): TcpSocket | undefined => {
  if (conn.transport.name !== 'websocket') return undefined;
  const tcp = conn.transport.socket?._socket;
  return typeof tcp?.cork === 'function' ? tcp : undefined;
};

/**
 * engine.io keeps one write in flight per socket: packets broadcast meanwhile wait in its
 * buffer and are then flushed one write each. publishTickers sends every pair's ticker at
 * once, so that is eleven writes per socket for twelve pairs. Corking the TCP socket for
 * the flush makes them one. engine.io emits `flush` and `drain` (documented server events)
 * around the same synchronous send, so the cork never outlives it.
 */
export function corkBufferedFlushes(io: Server): void {
  const corked = new WeakMap<EngineSocket, TcpSocket>();
  io.engine.on('flush', (conn: EngineSocket, buffer: unknown[]) => {
    const tcp = buffer.length > 1 ? tcpSocketOf(conn) : undefined;
    if (!tcp) return;
    tcp.cork();
    corked.set(conn, tcp);
  });
  io.engine.on('drain', (conn: EngineSocket) => {
    const tcp = corked.get(conn);
    if (!tcp) return;
    corked.delete(conn);
    tcp.uncork();
  });
}
