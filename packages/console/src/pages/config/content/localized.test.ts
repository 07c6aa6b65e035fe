import { describe, expect, it } from 'vitest';
import type { LocalizedContent } from '@bourse/shared';
import { allLangs, CONTENT_LANGS, inLang } from './localized.ts';

const text = (over: Partial<LocalizedContent>): LocalizedContent => ({ ...allLangs({}), ...over });

describe('article texts by language', () => {
  it('orders the languages as the language menu does', () => {
    expect(CONTENT_LANGS).toEqual(['zh', 'hk', 'en', 'fra', 'spa', 'th', 'jp', 'kor']);
  });

  it("reads the operator's language, else English, else the first written", () => {
    expect(inLang(text({ en: 'Hello', fra: 'Bonjour' }), 'fra')).toBe('Bonjour');
    expect(inLang(text({ en: 'Hello' }), 'jp')).toBe('Hello');
    expect(inLang(text({ hk: '你好', kor: '안녕' }), 'th')).toBe('你好');
    expect(inLang(text({}), 'en')).toBe('');
  });

  it('sends every language, empty where none was written', () => {
    expect(allLangs({ en: 'Hi' })).toEqual({
      zh: '',
      hk: '',
      en: 'Hi',
      fra: '',
      spa: '',
      th: '',
      jp: '',
      kor: '',
    });
  });
});
