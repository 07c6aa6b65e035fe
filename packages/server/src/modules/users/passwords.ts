/**
 * Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Login
 * and pay passwords use the same function; only their hashes are ever stored.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same effort as a real check when there is no account, so an unknown
 * account and a wrong password take about the same time.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await passwordMatches(await dummyHash, password);
}
