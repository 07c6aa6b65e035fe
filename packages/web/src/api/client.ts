/**
 * The one request function (spec sections 7-8). Form-urlencoded bodies with `lang`, the
 * token in Authorization, a loading toast after 800 ms, a 60 s timeout, and the envelope:
 * ok resolves with `message`; 999 clears the user and goes to login after 1.2 s; 998 goes
 * to identity verification after 1.2 s; other refusals toast and reject.
 */
import { Toast } from 'antd-mobile';
import { ReplyType } from '@bourse/shared';
import { session } from '../store/session.ts';
import { redirectTo, sendToLogin } from '../app/nav.ts';
import i18n from '../i18n/index.ts';

export const REQUEST_TIMEOUT_MS = 60_000;
export const LOADING_DELAY_MS = 800;
export const REDIRECT_DELAY_MS = 1200;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, string | number | boolean | undefined | null>;

/**
 * A refused or failed call: `type` is the envelope type, or 'http' / 'timeout' / 'network',
 * or 'offline' (the network failed while the browser knows it has no connection).
 */
export class ApiError extends Error {
  constructor(
    readonly type: 'error' | 999 | 998 | 'http' | 'timeout' | 'network' | 'offline',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Show no toast on refusal; the caller shows the error itself (forms do). */
  silent?: boolean;
  /** No loading toast (background refreshes). */
  quiet?: boolean;
}

function encode(params: Params): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null) body.append(k, String(v));
  return body.toString();
}

export async function request<T>(
  method: Method,
  path: string,
  params: Params = {},
  options: RequestOptions = {},
): Promise<T> {
  const { token, lang } = session.get();
  const payload = encode({ ...params, lang });
  const hasBody = method === 'POST' || method === 'PUT';
  const url = `/api${path}${hasBody || !payload ? '' : `?${payload}`}`;
  const headers: Record<string, string> = { lang };
  if (token) headers.Authorization = token;
  if (hasBody) headers['Content-Type'] = 'application/x-www-form-urlencoded';

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const loading = options.quiet
    ? undefined
    : setTimeout(() => Toast.show({ icon: 'loading', duration: 0 }), LOADING_DELAY_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: hasBody ? payload : undefined,
      signal: controller.signal,
    });
  } catch {
    if (!controller.signal.aborted && !navigator.onLine) {
      // The offline banner already says so: a background load fails quietly, an action
      // the user asked for still says why it did not happen.
      const offline = new ApiError('offline', i18n.t('common:offline.data'));
      throw options.quiet ? offline : fail(offline, options);
    }
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    throw fail(
      new ApiError(
        kind,
        i18n.t(kind === 'timeout' ? 'common:error.timeout' : 'common:error.network'),
      ),
      options,
    );
  } finally {
    clearTimeout(timeout);
    if (loading !== undefined) {
      clearTimeout(loading);
      Toast.clear();
    }
  }
  // Spec 7: a response is accepted only on HTTP 200.
  if (res.status !== 200) {
    const text = await res
      .json()
      .then((b: { message?: string }) => b.message)
      .catch(() => undefined);
    throw fail(
      new ApiError('http', text ?? i18n.t('common:error.http', { status: res.status }), res.status),
      options,
    );
  }
  const body = (await res.json()) as { type: string | number; code?: number; message: unknown };
  if (body.type === ReplyType.ok || body.code === 1) return body.message as T;
  const message = String(body.message ?? '');
  if (String(body.type) === String(ReplyType.sessionInvalid)) {
    sendToLogin(message);
    session.clearUser();
    throw new ApiError(999, message);
  }
  if (String(body.type) === String(ReplyType.verifyIdentity)) {
    Toast.show({ content: message });
    setTimeout(() => redirectTo('/pages/setting/real'), REDIRECT_DELAY_MS);
    throw new ApiError(998, message);
  }
  throw fail(new ApiError('error', message), options);
}

function fail(error: ApiError, options: RequestOptions): ApiError {
  if (!options.silent) Toast.show({ content: error.message });
  return error;
}

export const api = {
  get: <T>(path: string, params?: Params, o?: RequestOptions) => request<T>('GET', path, params, o),
  post: <T>(path: string, params?: Params, o?: RequestOptions) =>
    request<T>('POST', path, params, o),
  put: <T>(path: string, params?: Params, o?: RequestOptions) => request<T>('PUT', path, params, o),
  delete: <T>(path: string, params?: Params, o?: RequestOptions) =>
    request<T>('DELETE', path, params, o),
};
