/**
 * The gateway alone on a plain HTTP server, as a child process: the "other server process"
 * of redis.test.ts and the server side of the realtime bench (scripts/benchRealtime.ts).
 * With REDIS_URL (and REDIS_KEY, the channel prefix) it shares rooms through Redis.
 * Prints `{"port":N}` once listening. Each line on stdin is published through its hub:
 * `{"topic","event","payload"}` to a topic, `{"userId","event","payload"}` to a user.
 * The session lookup accepts only `peer-session-<id>` tokens: there is no database here.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { SessionError } from '../http/errors.ts';
import { attachGateway } from './gateway.ts';
import { RealtimeHub, type EventName } from './hub.ts';

interface Line {
  topic?: string;
  userId?: number;
  event: EventName;
  payload: unknown;
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

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});

readline
  .createInterface({ input: process.stdin })
  .on('line', (text) => {
    const line = JSON.parse(text) as Line;
    if (line.userId !== undefined) send.toUser(line.userId, line.event, line.payload);
    else send.publish(line.topic!, line.event, line.payload);
  })
  .on('close', () => {
    void gateway.close().then(() => server.close(() => process.exit(0)));
  });
