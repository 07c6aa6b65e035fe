import type { ReplyType } from './enums.ts';

/** The reply envelope every API call answers with (HTTP 200). */
export type Envelope<T> =
  | { type: typeof ReplyType.ok; message: T }
  | { type: typeof ReplyType.error; message: string }
  | { type: typeof ReplyType.sessionInvalid; message: string }
  | { type: typeof ReplyType.verifyIdentity; message: string };

/** A page of a list (DESIGN.md section 3): page 1 and limit 10 by default. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
