import { DEFAULT_LANG, type Lang } from './languages.ts';
import { catalogues, type MessageKey } from './messages/index.ts';

export type MessageParams = Record<string, string | number>;

/**
 * Translates a server message key into `lang`. `{name}` placeholders are filled from
 * params; a `count` param picks `<key>_one` / `<key>_other` when those exist.
 * Keys are checked at compile time, so a missing key is a type error, not a blank reply.
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const catalogue = catalogues[lang] ?? catalogues[DEFAULT_LANG];
  let template: string | undefined;
  if (typeof params.count === 'number') {
    const plural = params.count === 1 ? '_one' : '_other';
    template = (catalogue as Record<string, string>)[`${key}${plural}`];
  }
  template ??= catalogue[key] ?? catalogues[DEFAULT_LANG][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A param may itself name a key (a field label, say): translate it too.
    if (typeof value === 'string' && value.startsWith('@')) {
      return translate(lang, value.slice(1) as MessageKey);
    }
    return String(value);
  });
}
