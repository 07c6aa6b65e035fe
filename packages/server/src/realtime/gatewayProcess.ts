/**
 * The gateway alone on a plain HTTP server, as a child process: the "other server process"
 * of redis.test.ts and the server side of the realtime bench (scripts/benchRealtime.ts).
 * With REDIS_URL (and REDIS_KEY, the channel prefix) it shares rooms through Redis.
 * Prints `{"port":N}` once listening. Each line on stdin is published through its hub:
 * `{"topic","event","payload"}` to a topic, `{"userId","event","payload"}` to a user; a line
 * holding an array publishes all of its items at once (a publishTickers round). With
 * `"bare":true` a topic's event bypasses Socket.IO (writeBare): the bench's floor.
 * The session lookup accepts only `peer-session-<id>` tokens: there is no database here.
 */
import http from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import readline from 'node:readline';
import { SessionError } from '../http/errors.ts';
import { attachGateway } from './gateway.ts';
import { RealtimeHub, type EventName } from './hub.ts';
import { topicRoom } from './topics.ts';

interface Line {
  topic?: string;
  userId?: number;
  event: EventName;
  payload: unknown;
  bare?: boolean;
}

const hub = new RealtimeHub();
const server = http.createServer((_req, res) => res.writeHead(404).end());
const gateway = attachGateway(server, {
  hub,
  authenticate: async (token) => {
    const id = /^peer-session-(\d+)$/.exec(token)?.[1];
    if (!id) throw new SessionError();
    return { id: Number(id), sessionId: Number(id) };
  },
  log: {
    info: () => {},
    warn: (msg) => console.error(msg),
    error: (error, msg) => console.error(msg, error),
  },
  redisUrl: process.env.REDIS_URL,
  redisKey: process.env.REDIS_KEY,
});

// Publishing goes through the sink interface: the hub's typed signature needs a literal event.
const send = hub as unknown as {
  publish(topic: string, event: EventName, payload: unknown): void;
  toUser(userId: number, event: EventName, payload: unknown): void;
};

/**
 * The event's WebSocket frame, built once and written straight to the TCP socket of each
 * websocket subscriber of the topic, with none of Socket.IO's work in between: what one
 * write per socket costs on this machine. The bytes are those the gateway would send.
 */
function writeBare(topic: string, event: EventName, payload: unknown): void {
  const data = Buffer.from(`42${JSON.stringify([event, payload])}`); // message, event packet
  if (data.length > 0xffff) throw new Error('writeBare: frames up to 64 KB only');
  const header =
    data.length < 126 ? [0x81, data.length] : [0x81, 126, data.length >> 8, data.length & 0xff];
  const frame = Buffer.concat([Buffer.from(header), data]); // FIN, text, unmasked
  const nsp = gateway.io.of('/');
  for (const id of nsp.adapter.rooms.get(topicRoom(topic)) ?? []) {
    const transport = nsp.sockets.get(id)?.conn.transport as
      { socket?: { _socket?: TcpSocket } } | undefined;
    transport?.socket?._socket?.write(frame);
  }
}

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

readline
  .createInterface({ input: process.stdin })
  .on('line', (text) => {
    const parsed = JSON.parse(text) as Line | Line[];
    for (const line of Array.isArray(parsed) ? parsed : [parsed]) {
      if (line.userId !== undefined) send.toUser(line.userId, line.event, line.payload);
      else if (line.bare) writeBare(line.topic!, line.event, line.payload);
      else send.publish(line.topic!, line.event, line.payload);
    }
  })
  .on('close', () => {
    void gateway.close().then(() => server.close(() => process.exit(0)));
  });
