/** The realtime door: the hub services publish to, and the Socket.IO gateway. */
export { RealtimeHub, type EventName, type EventArgs, type RealtimeSink } from './hub.ts';
export { attachGateway, SOCKET_PATH, type Gateway, type GatewayOptions } from './gateway.ts';
export { registerRealtime } from './register.ts';
export { MAX_TOPICS_PER_SOCKET, parseTopic } from './topics.ts';
