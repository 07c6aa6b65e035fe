import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { regions } from '../system/index.ts';

/** A region chosen in the area chooser: it must exist and be served (spec 5). */
export async function resolveRegion(
  db: DbOrTx,
  regionId: number,
): Promise<{ id: number; dialCode: string }> {
  const [region] = await db
    .select({ id: regions.id, dialCode: regions.dialCode, supported: regions.supported })
    .from(regions)
    .where(eq(regions.id, regionId));
  if (!region) return fail('validation.invalid', { field: '@fields.area_code_id' });
  if (!region.supported) return fail('errors.regionNotSupported');
  return { id: region.id, dialCode: region.dialCode.replace(/^\+/, '') };
}
