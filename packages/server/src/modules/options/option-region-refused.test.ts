/**
 * Region gating (issue 10, spec 5): a user whose region is in `options_blocked_regions`
 * (default: the EU members, the UK, Canada and the US) is refused with "Your region is not
 * supported for now", in their language, and nothing changes. The setting decides.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translate, type OptionAccountView } from '@bourse/shared';
import { regions, settings, users } from '../../db/schema.ts';
import { journalCount } from '../ledger/testing.ts';
import { forgetSettings } from '../system/index.ts';
import { BLOCKED_REGIONS_SETTING } from './config.ts';
import { optionOrders } from './tables.ts';
import {
  call,
  closeBooks,
  micro,
  optionsApp,
  submit,
  trader,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let pierre: Person;
let somchai: Person;

async function placeIn(who: Person, iso: string) {
  const [region] = await t.ctx.db.select().from(regions).where(eq(regions.iso, iso));
  await t.ctx.db.update(users).set({ regionId: region!.id }).where(eq(users.id, who.id));
}

beforeAll(async () => {
  t = await optionsApp();
  pierre = await trader(t, 'pierre@example.com');
  somchai = await trader(t, 'somchai@example.com');
  await placeIn(pierre, 'FR');
  await placeIn(somchai, 'TH');
});
afterAll(() => t.close());

it('refuses a user in a blocked region, in their language, and changes nothing', async () => {
  const before = await journalCount(t.ctx.db);
  const en = await submit(t, pierre, { lang: 'en' });
  expect(en).toMatchObject({ type: 'error', message: 'Your region is not supported for now' });
  for (const lang of ['zh', 'hk', 'fra', 'spa', 'th', 'jp', 'kor'] as const) {
    const r = await submit(t, pierre, { lang });
    expect(r.message).toBe(translate(lang, 'errors.regionNotSupported'));
    expect(r.message).not.toBe('Your region is not supported for now');
  }
  expect(await journalCount(t.ctx.db)).toBe(before);
  expect(await t.ctx.db.$count(optionOrders)).toBe(0);
  expect(await micro(t, pierre)).toEqual({ available: '1000', frozen: '0' });
  const view = await call<OptionAccountView>(t.app, 'GET', '/microtrade/account', {}, pierre.token);
  expect(view.message.region_allowed).toBe(false);
});

it('accepts a user outside the list', async () => {
  expect((await submit(t, somchai)).type).toBe('ok');
  await closeBooks(t);
});

it('follows the setting: blocking TH and unblocking FR', async () => {
  await t.ctx.db
    .update(settings)
    .set({ value: 'TH, us' })
    .where(eq(settings.keyword, BLOCKED_REGIONS_SETTING));
  forgetSettings(t.ctx.db);
  t.clock.advance(5_000);
  expect((await submit(t, somchai, { lang: 'en' })).message).toBe(
    'Your region is not supported for now',
  );
  expect((await submit(t, pierre)).type).toBe('ok');
  await closeBooks(t);
});
