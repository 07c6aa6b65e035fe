/**
 * Image upload (spec 7: `POST /api/upload`, multipart field `file`, language and
 * authorization headers; the reply's message is the file URL). The one request function
 * speaks form-urlencoded only, so this is its multipart sibling: same headers, same
 * 60 s timeout (spec 9), same envelope handling and the same ApiError.
 */
import { Toast } from 'antd-mobile';
import { ReplyType } from '@bourse/shared';
import { ApiError, REDIRECT_DELAY_MS, REQUEST_TIMEOUT_MS } from '../../api/client.ts';
import { redirectTo, LOGIN_PATH } from '../../app/nav.ts';
import i18n from '../../i18n/index.ts';
import { session } from '../../store/session.ts';

export const UPLOAD_PATH = '/api/upload';
/** Avatars are scaled down to this many pixels on the long side before upload. */
export const AVATAR_MAX_SIDE = 512;

function reject(error: ApiError): never {
  Toast.show({ content: error.message });
  throw error;
}

export async function uploadImage(file: Blob, fileName = 'image.jpg'): Promise<string> {
  const { token, lang } = session.get();
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('lang', lang);
  const headers: Record<string, string> = { lang };
  if (token) headers.Authorization = token;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(UPLOAD_PATH, {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
    });
  } catch {
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    return reject(new ApiError(kind, i18n.t(`common:error.${kind}`)));
  } finally {
    clearTimeout(timer);
  }
  const body = (await res.json().catch(() => null)) as {
    type?: string | number;
    message?: unknown;
  } | null;
  if (res.status !== 200 || !body) {
    const text =
      typeof body?.message === 'string'
        ? body.message
        : i18n.t('common:error.http', { status: res.status });
    return reject(new ApiError('http', text, res.status));
  }
  if (body.type === ReplyType.ok && typeof body.message === 'string') return body.message;
  const message = String(body.message ?? '');
  if (String(body.type) === String(ReplyType.sessionInvalid)) {
    Toast.show({ content: message });
    session.clearUser();
    setTimeout(() => redirectTo(LOGIN_PATH), REDIRECT_DELAY_MS);
    throw new ApiError(999, message);
  }
  return reject(new ApiError('error', message));
}

/**
 * Spec 5: an image goes up original or compressed. Large photos are scaled to
 * AVATAR_MAX_SIDE and re-encoded as JPEG; GIFs, small files and browsers without canvas
 * send the original.
 */
export async function compressImage(file: File, maxSide = AVATAR_MAX_SIDE): Promise<Blob> {
  if (
    file.type === 'image/gif' ||
    file.size < 200 * 1024 ||
    typeof createImageBitmap !== 'function'
  )
    return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
