import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads localStorage when its module loads, so each case loads it afresh.
async function freshStore() {
  vi.resetModules();
  return import('./session.ts');
}

describe('the session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out, in English, showing USD', async () => {
    const { session } = await freshStore();
    expect(session.get()).toMatchObject({
      token: null,
      user: null,
      lang: 'en',
      fiat: { currency_code: 'USD', rate: '1' },
    });
  });

  it('keeps the token and language across reloads, and clears the user on sign-out', async () => {
    const first = await freshStore();
    first.session.set({ token: 'tok_abcdefghijklmnopqrstuvwxyz', lang: 'jp' });
    const second = await freshStore();
    expect(second.session.get()).toMatchObject({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      lang: 'jp',
    });
    second.session.clearUser();
    expect(localStorage.getItem('bourse.token')).toBeNull();
    expect(second.session.get().lang).toBe('jp');
  });

  it('wipes storage written by an older version once (spec 9: the storage version flag)', async () => {
    localStorage.setItem('bourse.v', '0');
    localStorage.setItem('bourse.token', 'stale-token-from-an-old-version');
    localStorage.setItem('some.old.key', 'x');
    const { session, STORAGE_VERSION } = await freshStore();
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('some.old.key')).toBeNull();
    expect(localStorage.getItem('bourse.v')).toBe(STORAGE_VERSION);
    session.set({ token: 'new-token-after-the-reset-xyz' });
    const again = await freshStore();
    expect(again.session.get().token).toBe('new-token-after-the-reset-xyz');
  });

  it('never stores an unknown language', async () => {
    await freshStore(); // writes the current version flag
    localStorage.setItem('bourse.lang', 'klingon');
    const { session } = await freshStore();
    expect(session.get().lang).toBe('en');
  });
});
