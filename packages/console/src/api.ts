/**
 * The console's one request function: JSON to `/api/admin/...` with the operator's token
 * and language, the reply envelope unwrapped. A refusal rejects with the server's message
 * (already in the operator's language); 999 (no or expired session) signs the operator out.
 */
import { ReplyType } from '@bourse/shared';
import { translate } from './i18n/index.ts';
import { operatorSession } from './session.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export class ApiError extends Error {
  constructor(
    readonly kind: 'refused' | 'session' | 'network',
    message: string,
  ) {
    super(message);
  }
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    // An empty value is sent: `status=` asks a desk list for every status (missing: pending).
    if (v !== undefined && v !== null) params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function send<T>(method: 'GET' | 'POST', path: string, payload: object): Promise<T> {
  const { token, lang } = operatorSession.get();
  const headers: Record<string, string> = { lang };
  if (token) headers.Authorization = token;
  let res: Response;
  try {
    if (method === 'GET') {
      res = await fetch(`/api${path}${queryString({ ...payload, lang } as Query)}`, { headers });
    } else {
      headers['Content-Type'] = 'application/json';
      res = await fetch(`/api${path}`, {
        method,
        headers,
        body: JSON.stringify({ ...payload, lang }),
      });
    }
  } catch {
    throw new ApiError('network', translate(operatorSession.get().lang, 'common.network'));
  }
  const body = (await res.json().catch(() => null)) as {
    type: string | number;
    message: unknown;
  } | null;
  if (!body) throw new ApiError('network', `${res.status} ${res.statusText}`);
  if (body.type === ReplyType.ok) return body.message as T;
  const message = typeof body.message === 'string' ? body.message : String(res.status);
  if (String(body.type) === String(ReplyType.sessionInvalid)) {
    operatorSession.signedOut();
    throw new ApiError('session', message);
  }
  throw new ApiError('refused', message);
}

export const api = {
  get: <T>(path: string, query: Query = {}) => send<T>('GET', path, query),
  post: <T>(path: string, body: object = {}) => send<T>('POST', path, body),
};
