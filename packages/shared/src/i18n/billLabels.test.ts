/** Every journal reason reads as words in the bills, in every language (never a raw code). */
import { describe, expect, it } from 'vitest';
import { JOURNAL_REASONS } from '../enums.ts';
import { catalogues } from './index.ts';

describe('bill labels', () => {
  it.each(Object.keys(catalogues))('%s labels every journal reason', (lang) => {
    const catalogue = catalogues[lang as keyof typeof catalogues] as Record<string, string>;
    const missing = JOURNAL_REASONS.filter((r) => !catalogue[`bill.${r}`]?.trim());
    expect(missing).toEqual([]);
  });

  it('translates them (no language copies the English label of a product reason)', () => {
    const en = catalogues.en as Record<string, string>;
    for (const lang of ['zh', 'hk', 'th', 'jp', 'kor'] as const) {
      const catalogue = catalogues[lang] as Record<string, string>;
      for (const r of JOURNAL_REASONS)
        expect(catalogue[`bill.${r}`], `${lang} ${r}`).not.toBe(en[`bill.${r}`]);
    }
  });
});
