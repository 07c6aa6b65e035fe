/**
 * Who may be sent a code for what. The codes module sends; these rules say whether the
 * destination fits the scene: a free address for `bind`, and only the signed-in user's
 * own contacts for `security` and `withdraw`. `register` and `forget` never tell whether
 * an address has an account (issue 9): a registration code goes to any address (only its
 * owner reads it, and registering then says the account exists), a recovery code only to
 * a known one, and the reply is the same either way.
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

/**
 * Refuses a destination the scene may never go to; otherwise says whether to deliver the
 * code (false: record the send but deliver nothing, so the reply cannot tell).
 */
export async function checkCodeRecipient(db: DbOrTx, r: Recipient): Promise<boolean> {
  const destination = normalizeDestination(r.destination);
  switch (r.scene) {
    case 'register':
      return true;
    case 'forget':
      return Boolean(await findByContact(db, destination));
    case 'bind':
      if (await contactTaken(db, destination, r.userId)) {
        fail(r.channel === 'email' ? 'errors.emailTaken' : 'errors.mobileTaken');
      }
      return true;
    case 'security':
    case 'withdraw': {
      const [me] = await db
        .select({ email: users.email, mobile: users.mobile })
        .from(users)
        .where(eq(users.id, r.userId ?? 0));
      if (!me || (me.email !== destination && me.mobile !== destination)) {
        fail('errors.codeDestinationNotYours');
      }
      return true;
    }
  }
}

/** Where a signed-in user's security codes go: their email, or their mobile without one. */
export async function ownCodeDestination(
  db: DbOrTx,
  userId: number,
): Promise<{ channel: ContactKind; destination: string; areaCode: string | undefined }> {
  const [me] = await db
    .select({ email: users.email, mobile: users.mobile, areaCode: users.areaCode })
    .from(users)
    .where(eq(users.id, userId));
  if (me?.email) return { channel: 'email', destination: me.email, areaCode: undefined };
  if (me?.mobile) {
    return { channel: 'mobile', destination: me.mobile, areaCode: me.areaCode ?? undefined };
  }
  return fail('errors.codeDestinationNotYours');
}

/** A user's bound email and mobile, the destinations their security codes may have gone to. */
export async function ownContactsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const [me] = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  return [me?.email, me?.mobile].filter((c): c is string => Boolean(c));
}
