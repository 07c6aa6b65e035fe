/**
 * Operators in tests: every test that signs an operator in goes through `loginOperator`,
 * which gives the operator two-step sign-in the first time (the secret written through the
 * module's own encryption, as `POST /admin/totp/enable` would leave it) and sends the code
 * the app's clock accepts next. Tests about enrolment itself use the routes instead.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { base32Decode, base32Encode, totpAt, totpStepAt } from '@bourse/shared';
import { wallTimeOf } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { call } from '../../test/helper.ts';
import { operators } from './tables.ts';
import { encryptTotpSecret, totpSecretOf } from './totpSecrets.ts';

interface Target {
  app: FastifyInstance;
  ctx: AppContext;
}

/** A fixed secret per operator id, so a failing test's codes can be recomputed by hand. */
const secretFor = (id: number) =>
  base32Encode(new TextEncoder().encode(`bourse-test-op-${id}`.padEnd(20, '.')));

const rowOf = async (ctx: AppContext, email: string) =>
  (await ctx.db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase())))[0];

/** Enrols the operator unless already enrolled; returns the base32 secret. */
export async function enrolOperator(ctx: AppContext, email: string): Promise<string> {
  const op = await rowOf(ctx, email);
  if (!op) throw new Error(`no operator ${email}`);
  if (op.totpEnabledAt) {
    const secret = totpSecretOf(ctx.config.codeSecret, op);
    if (!secret) throw new Error(`operator ${email}: secret does not decrypt`);
    return secret;
  }
  const secret = secretFor(op.id);
  await ctx.db
    .update(operators)
    .set({
      totpSecret: encryptTotpSecret(ctx.config.codeSecret, op.id, secret),
      totpEnabledAt: ctx.clock.now(),
      totpLastStep: null,
    })
    .where(eq(operators.id, op.id));
  return secret;
}

/**
 * The code the operator's next login accepts at the app's clock: the first step of the
 * window (current -1, 0, +1) after the last one used. A test that signs one operator in
 * more than three times within 30 clock seconds gets the step rewound here, in the test's
 * database only: the login's own rule stays untouched.
 */
export async function operatorCode(ctx: AppContext, email: string): Promise<string> {
  const secret = await enrolOperator(ctx, email);
  const op = await rowOf(ctx, email);
  const current = totpStepAt(wallTimeOf(ctx.clock).getTime());
  let step = [current - 1, current, current + 1].find(
    (s) => op!.totpLastStep === null || s > op!.totpLastStep,
  );
  if (step === undefined) {
    await ctx.db
      .update(operators)
      .set({ totpLastStep: current - 2 })
      .where(eq(operators.id, op!.id));
    step = current - 1;
  }
  return totpAt(base32Decode(secret)!, step);
}

/**
 * `POST /admin/login` with the password and the next accepted code (none for an email no
 * operator has, so a test of unknown emails still can use it); the whole reply.
 */
export async function loginOperator(
  t: Target,
  body: { email: string; password: string },
): Promise<Awaited<ReturnType<typeof call<string>>>> {
  const code = (await rowOf(t.ctx, body.email)) ? await operatorCode(t.ctx, body.email) : undefined;
  return call<string>(t.app, 'POST', '/admin/login', { ...body, code });
}

/** A signed-in operator's token; throws with the reply when refused. */
export async function operatorToken(t: Target, email: string, password: string): Promise<string> {
  const login = await loginOperator(t, { email, password });
  if (login.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login)}`);
  return login.message;
}
