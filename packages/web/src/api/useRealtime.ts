/**
 * React side of the realtime client (api/socket.ts): subscribe while mounted. The handler
 * may change on every render without resubscribing; a null topic subscribes nothing
 * (e.g. before the symbol is known).
 */
import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@bourse/shared';
import { onUserEvent, subscribe, type RealtimeEvent, type UserEvent } from './socket.ts';

type AnyHandler = (payload: unknown) => void;

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useRealtime<E extends RealtimeEvent>(
  topic: string | null | undefined,
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useLatest(handler);
  useEffect(() => {
    if (!topic) return;
    const forward = (payload: unknown) => (latest.current as AnyHandler)(payload);
    return subscribe(topic, event, forward as ServerToClientEvents[E]);
  }, [topic, event, latest]);
}

/** The signed-in user's `order` or `balance` pushes while mounted. */
export function useUserEvent<E extends UserEvent>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const forward = (payload: unknown) => (latest.current as AnyHandler)(payload);
    return onUserEvent(event, forward as ServerToClientEvents[E]);
  }, [event, latest]);
}
