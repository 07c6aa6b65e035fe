/**
 * Operators' authenticator secrets at rest: AES-256-GCM under a key derived from
 * CODE_SECRET (HKDF-SHA256, info "bourse operator totp"), so a copy of the database alone
 * cannot mint codes. Stored as `v1.<iv>.<ciphertext+tag>` (base64url); the operator's id is
 * the associated data, so a secret copied onto another operator's row does not decrypt.
 */
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { base32Decode, base32Encode, totpAt, totpStepAt } from '@bourse/shared';

const INFO = 'bourse operator totp';
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(codeSecret: string): Buffer {
  let key = keys.get(codeSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', codeSecret, '', INFO, 32));
    keys.set(codeSecret, key);
  }
  return key;
}

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), base32 without padding. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function encryptTotpSecret(codeSecret: string, operatorId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(codeSecret), iv);
  cipher.setAAD(Buffer.from(`operator:${operatorId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
}

/** The base32 secret, or null when the stored value does not decrypt under this key. */
export function decryptTotpSecret(
  codeSecret: string,
  operatorId: number,
  stored: string,
): string | null {
  const [version, iv, body] = stored.split('.');
  if (version !== VERSION || !iv || !body) return null;
  try {
    const data = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(codeSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(`operator:${operatorId}`));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

const CODE_RE = /^\d{6}$/;

/**
 * The step a code is accepted for at `nowMs`: the current step or one either side (clock
 * drift and typing time), never one at or before `lastStep`; null when it matches none.
 */
export function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): number | null {
  const key = base32Decode(secret);
  if (!key || !CODE_RE.test(code)) return null;
  const current = totpStepAt(nowMs);
  const sent = Buffer.from(code);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpAt(key, step)), sent)) return step;
  }
  return null;
}

/** The operator's base32 secret, decrypted; null when there is none (or it will not decrypt). */
export function totpSecretOf(
  codeSecret: string,
  op: { id: number; totpSecret: string | null },
): string | null {
  return op.totpSecret ? decryptTotpSecret(codeSecret, op.id, op.totpSecret) : null;
}
