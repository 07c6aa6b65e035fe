import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { UPLOAD_MAX_MB, storeUpload } from './service.ts';

/**
 * `POST /api/upload`: one image as multipart (field `file`), signed-in users only. The
 * language comes from the `lang` header or query, since the body is the file.
 */
export async function uploadRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post('/upload', { preValidation: app.requireUser }, async (request) => {
    const user = userOf(request);
    if (!request.isMultipart()) return fail('errors.uploadMissing');
    const part = await request.file();
    if (!part) return fail('errors.uploadMissing');
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return fail('errors.uploadTooLarge', { max: UPLOAD_MAX_MB });
      }
      throw error;
    }
    // The size limit may also cut the stream short without an error: never keep half a file.
    if (part.file.truncated) return fail('errors.uploadTooLarge', { max: UPLOAD_MAX_MB });
    return ok(await storeUpload(ctx, user.id, data));
  });
}
