/**
 * One-time verification codes (DESIGN.md section 9): six random digits, stored only as an
 * HMAC, valid for 10 minutes, refused after 5 wrong tries, at most one send per
 * destination a minute and a cap per network. The code itself never appears in a reply;
 * outside production it is kept in the dev outbox so a developer can read it.
 *
 * Codes anyone may ask for and try (register, forget) count wrong guesses per caller
 * (`CodeCheck.caller`), so a stranger cannot burn the owner's code; a send the recipient
 * rules turn down is still recorded, undelivered (`deliver: false`), so the reply and the
 * cooldown are the same whether or not an address has an account.
 */
import { DEV_CODE_SECRET } from '../../config.ts';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { translate, type CodeScene, type ContactKind, type Lang } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS, SECOND_MS, type Clock } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { codeGuesses, devOutbox, verificationCodes } from './tables.ts';

export const CODE_TTL_MS = 10 * MINUTE_MS;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_MS = 60 * SECOND_MS;
/** Sends allowed from one IP address per hour, whatever the destination. */
export const CODE_SENDS_PER_IP_PER_HOUR = 20;
export const OUTBOX_LIMIT = 20;

/**
 * The HMAC key (config CODE_SECRET, required in production). A server secret makes a
 * leaked table useless for guessing codes offline; outside production a fixed key still
 * binds each hash to its destination and scene.
 */
let PEPPER = DEV_CODE_SECRET;

export function configureCodeSecret(secret: string): void {
  PEPPER = secret;
}

function hashCode(destination: string, scene: CodeScene, code: string): string {
  return createHmac('sha256', PEPPER).update(`${scene}\n${destination}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The one spelling of a destination used to store, look up and compare codes: emails in
 * lower case, mobile numbers as their digits.
 */
export function normalizeDestination(value: string): string {
  const v = value.trim();
  return v.includes('@') ? v.toLowerCase() : v.replace(/^\+/, '');
}

export interface SendCodeInput {
  channel: ContactKind;
  destination: string;
  scene: CodeScene;
  ip: string;
  lang: Lang;
  /** For SMS: the dial code, so the provider gets the full international number. */
  areaCode?: string | undefined;
  /**
   * False: record the send (cooldown, network cap) but deliver nothing, for an address the
   * scene does not fit (a recovery code for an address with no account). The reply must
   * not tell the two apart.
   */
  deliver?: boolean;
}

/**
 * Issues a new code and sends it through the notifier. The caller has already checked
 * that this scene may go to this destination (see the users module's recipient rules).
 */
export async function sendCode(ctx: AppContext, input: SendCodeInput): Promise<void> {
  const destination = normalizeDestination(input.destination);
  const deliver = input.deliver ?? true;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  const subject = translate(input.lang, 'mail.codeSubject');
  const body = translate(input.lang, 'mail.codeBody', { code });

  const codeId = await ctx.db.transaction(async (tx) => {
    // Serialise sends to one destination, so two quick clicks cannot both pass the cooldown.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${destination}`}))`);
    await refuseWhileCoolingDown(tx, now, destination);
    await refuseOverIpCap(tx, now, input.ip);
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        destination,
        channel: input.channel,
        scene: input.scene,
        codeHash: hashCode(destination, input.scene, code),
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning({ id: verificationCodes.id });
    if (deliver && !ctx.config.production) {
      await tx
        .insert(devOutbox)
        .values({ channel: input.channel, destination, subject, body, code, createdAt: now });
    }
    return row!.id;
  });
  if (!deliver) return;

  const to =
    input.channel === 'mobile' && input.areaCode
      ? `+${input.areaCode.replace(/^\+/, '')}${destination}`
      : destination;
  try {
    await ctx.notifier.send({ channel: input.channel, to, subject, body });
  } catch (error) {
    // A code nobody received must not hold the cooldown or count as sent.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw Object.assign(new DomainError('errors.sendFailed'), { cause: error });
  }
}

async function refuseWhileCoolingDown(tx: Tx, now: Date, destination: string): Promise<void> {
  const [last] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.destination, destination))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!last) return;
  const waitMs = last.createdAt.getTime() + CODE_RESEND_MS - now.getTime();
  if (waitMs > 0) fail('errors.codeCooldown', { count: Math.ceil(waitMs / SECOND_MS) });
}

async function refuseOverIpCap(tx: Tx, now: Date, ip: string): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  if ((row?.n ?? 0) >= CODE_SENDS_PER_IP_PER_HOUR) fail('errors.codeDailyCap');
}

export interface CodeCheck {
  /** One destination, or several (a user's email and mobile): the latest code of any counts. */
  destination: string | string[];
  scene: CodeScene;
  code: string;
  /**
   * Who is guessing (`user:<id>` or `ip:<address>`), for scenes anyone may try: wrong
   * guesses then count against the caller, not the code. Without it they count on the
   * code, which is right only where the caller is the code's owner (the session scenes).
   */
  caller?: string | undefined;
}

type Outcome = 'ok' | 'errors.codeInvalid' | 'errors.codeExpired' | 'errors.codeTooManyTries';

/**
 * Judges a code against the latest one sent to the destination for the scene, counting a
 * wrong guess. Only the latest code counts: asking for a new one retires the old.
 */
async function judge(
  tx: DbOrTx,
  clock: Clock,
  input: CodeCheck,
  consume: boolean,
): Promise<Outcome> {
  const destinations = [input.destination].flat().map(normalizeDestination);
  if (destinations.length === 0) return 'errors.codeInvalid';
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        inArray(verificationCodes.destination, destinations),
        eq(verificationCodes.scene, input.scene),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.consumedAt) return 'errors.codeInvalid';
  if (row.attempts >= CODE_MAX_WRONG_TRIES) return 'errors.codeTooManyTries';
  if (input.caller && (await guessesBy(tx, row.id, input.caller)) >= CODE_MAX_WRONG_TRIES) {
    return 'errors.codeTooManyTries';
  }
  const now = clock.now();
  if (now.getTime() >= row.expiresAt.getTime()) return 'errors.codeExpired';
  if (!sameHash(row.codeHash, hashCode(row.destination, input.scene, input.code))) {
    if (input.caller) {
      await tx
        .insert(codeGuesses)
        .values({ codeId: row.id, caller: input.caller, attempts: 1 })
        .onConflictDoUpdate({
          target: [codeGuesses.codeId, codeGuesses.caller],
          set: { attempts: sql`${codeGuesses.attempts} + 1` },
        });
    } else {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
    }
    return 'errors.codeInvalid';
  }
  if (consume) {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(eq(verificationCodes.id, row.id));
  }
  return 'ok';
}

async function guessesBy(tx: DbOrTx, codeId: number, caller: string): Promise<number> {
  const [row] = await tx
    .select({ attempts: codeGuesses.attempts })
    .from(codeGuesses)
    .where(and(eq(codeGuesses.codeId, codeId), eq(codeGuesses.caller, caller)));
  return row?.attempts ?? 0;
}

/**
 * Checks a code without consuming it (`/user/check_email`, and the step before a
 * transaction that consumes it). A wrong guess is committed before the refusal, so it
 * always counts towards the limit.
 */
export async function verifyCode(db: Db, clock: Clock, input: CodeCheck): Promise<void> {
  const outcome = await db.transaction((tx) => judge(tx, clock, input, false));
  if (outcome !== 'ok') fail(outcome);
}

/**
 * Verifies and consumes a code inside the caller's transaction, so the code is spent
 * only if the change it authorises commits. A wrong guess here is rolled back with the
 * caller's work, so callers run verifyCode first (where wrong guesses always count) and
 * this step then guards against the same code being used twice.
 */
export async function consumeCode(tx: DbOrTx, clock: Clock, input: CodeCheck): Promise<void> {
  const outcome = await judge(tx, clock, input, true);
  if (outcome !== 'ok') fail(outcome);
}

export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: number;
}

/** The latest messages to one destination, newest first (development only). */
export async function readOutbox(db: DbOrTx, to: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.destination, normalizeDestination(to)))
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.destination,
    subject: r.subject,
    body: r.body,
    code: r.code,
    created_at: Math.floor(r.createdAt.getTime() / 1000),
  }));
}
