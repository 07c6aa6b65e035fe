/**
 * Every console string exists in the eight languages, translated: a value left as the
 * English text fails (but for the few words every language writes the same way), and
 * each translation keeps the English text's `{placeholders}`.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '@bourse/shared';
import { MESSAGES, translate, type MessageKey } from './index.ts';

/** Texts that are the same in several languages: codes, tickers, names. */
const SAME_EVERYWHERE = new Set([
  // Codes and tickers.
  'ID',
  'UTC',
  'TOTP',
  'BTC',
  'USDT',
  'URL',
  'FAQ',
  'NFT',
  'IEO',
  'OTC',
  'Slug',
  'Maker',
  'Taker',
  // Words French or Spanish write as English does.
  'No',
  'Total',
  'Date',
  'Version',
  'Session',
  'Sessions',
  'Description',
  'Code',
  'Note',
  'Notes',
  'Type',
  'Source',
  'Position',
  'Positions',
  'Options',
  'Fiat',
  'Long',
  'Short',
  'Lots',
  'Console',
  'Finance',
  'Support',
  'Spot',
  'Stock',
  'Actions',
  'Action',
  'Banners',
  'Min.',
  'Max.',
]);

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('console strings', () => {
  const keys = Object.keys(MESSAGES.en) as MessageKey[];

  it('has every key in every language, none empty', () => {
    for (const lang of LANGS) {
      for (const key of keys) expect(MESSAGES[lang][key]?.trim(), `${lang} ${key}`).toBeTruthy();
    }
  });

  it('translates every string (no language left in English)', () => {
    const untranslated: string[] = [];
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      for (const key of keys) {
        const text = MESSAGES[lang][key];
        if (text === MESSAGES.en[key] && !SAME_EVERYWHERE.has(text)) {
          untranslated.push(`${lang} ${key}: ${text}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    for (const lang of LANGS) {
      for (const key of keys) {
        expect(placeholders(MESSAGES[lang][key]), `${lang} ${key}`).toEqual(
          placeholders(MESSAGES.en[key]),
        );
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'queue.heldBy', { name: 'Ana', time: 'now' })).toBe(
      'Held by Ana since now',
    );
    expect(translate('en', 'queue.heldBy', { name: 'Ana' })).toBe('Held by Ana since {time}');
  });
});
