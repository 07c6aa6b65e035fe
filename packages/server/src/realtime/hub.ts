/**
 * Where services announce what changed, for the realtime gateway to deliver (DESIGN.md:
 * realtime/). Services never see sockets: they publish to a topic (`depth:BTC/USDT`, see
 * RealtimeTopic in @bourse/shared) or to one user, and every attached sink delivers. With
 * no gateway attached (tests, scripts) publishing costs nothing; tests attach a sink to
 * read what was announced.
 */
import { RealtimeTopic, type LegacyServerEvents, type ServerToClientEvents } from '@bourse/shared';

export type EventName = keyof ServerToClientEvents;
export type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

/** A delivery target: the Socket.IO gateway, or a test's recorder. */
export interface RealtimeSink {
  publish(topic: string, event: EventName, payload: unknown): void;
  toUser(userId: number, event: EventName, payload: unknown): void;
  /**
   * Whether a `toUser` to this user may reach a socket (false only when it surely cannot:
   * no socket of the user here and no other process to ask). Absent means "maybe".
   */
  reaches?(userId: number): boolean;
  /** Sessions ended (logout, password change): their sockets leave the user's room. */
  endSessions?(userId: number, which: SessionsEnded): void;
}

/** Which of a user's sessions ended: one, all, or all but the one still in use. */
export type SessionsEnded = { only: number } | { except: number } | 'all';

export class RealtimeHub {
  private readonly sinks = new Set<RealtimeSink>();

  /** Attaches a sink; the returned function detaches it. */
  attach(sink: RealtimeSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }

  /** True when someone listens: lets a publisher skip building an expensive payload. */
  get active(): boolean {
    return this.sinks.size > 0;
  }

  /** Whether some sink may deliver to the user: lets a publisher skip reading their rows. */
  reaches(userId: number): boolean {
    for (const sink of this.sinks) if (sink.reaches?.(userId) ?? true) return true;
    return false;
  }

  publish<E extends EventName>(topic: string, event: E, ...args: EventArgs<E>): void {
    for (const sink of this.sinks) sink.publish(topic, event, args[0]);
  }

  /**
   * One payload on the original client's stream (topic `legacy`, client contract 8): its
   * sockets never subscribe, so they get every pair's events in its shapes.
   */
  legacy<E extends keyof LegacyServerEvents>(
    event: E,
    ...args: Parameters<LegacyServerEvents[E]>
  ): void {
    for (const sink of this.sinks) sink.publish(RealtimeTopic.legacy(), event, args[0]);
  }

  toUser<E extends EventName>(userId: number, event: E, ...args: EventArgs<E>): void {
    for (const sink of this.sinks) sink.toUser(userId, event, args[0]);
  }

  /** Call after the revocation committed: a revoked token must stop receiving at once. */
  endSessions(userId: number, which: SessionsEnded): void {
    for (const sink of this.sinks) sink.endSessions?.(userId, which);
  }
}
