/**
 * Operator passwords are hashed by the users module's `hashPassword` (argon2id, the same
 * parameters); these two helpers check them. The users module does not export its own.
 */
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../users/index.ts';

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** An unknown email costs the same as a wrong password, so timing does not tell them apart. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-operator-password');
  await passwordMatches(await dummyHash, password);
}
