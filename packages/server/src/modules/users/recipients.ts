/**
 * Who may be sent a code for what. The codes module sends; these rules say whether the
 * destination fits the scene: a new account for `register`, a known one for `forget`,
 * a free address for `bind`, and only the signed-in user's own contacts for `security`
 * and `withdraw`.
 */
import { eq } from 'drizzle-orm';
import type { CodeScene, ContactKind } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { normalizeDestination } from '../codes/index.ts';
import { contactTaken, findByContact } from './accounts.ts';
import { users } from './tables.ts';

/** Scenes whose codes only a signed-in user may ask for. */
export const SESSION_SCENES: ReadonlySet<CodeScene> = new Set<CodeScene>([
  'bind',
  'security',
  'withdraw',
]);

export interface Recipient {
  channel: ContactKind;
  destination: string;
  scene: CodeScene;
  /** The signed-in user; required for the SESSION_SCENES. */
  userId?: number | undefined;
}

export async function checkCodeRecipient(db: DbOrTx, r: Recipient): Promise<void> {
  const destination = normalizeDestination(r.destination);
  switch (r.scene) {
    case 'register':
      if (await contactTaken(db, destination)) fail('errors.accountExists');
      return;
    case 'forget':
      if (!(await findByContact(db, destination))) fail('errors.accountNotFound');
      return;
    case 'bind':
      if (await contactTaken(db, destination, r.userId)) {
        fail(r.channel === 'email' ? 'errors.emailTaken' : 'errors.mobileTaken');
      }
      return;
    case 'security':
    case 'withdraw': {
      const [me] = await db
        .select({ email: users.email, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, r.userId ?? 0));
      if (!me || (me.email !== destination && me.mobile !== destination)) {
        fail('errors.codeDestinationNotYours');
      }
      return;
    }
  }
}
