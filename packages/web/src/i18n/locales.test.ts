/**
 * Every UI namespace has all eight languages with exactly the keys of `en`, no empty
 * value, and the same {{params}}; every server catalogue is complete too (spec 9:
 * no fallback, so a missing key would show as a raw key).
 */
import { describe, expect, it } from 'vitest';
import { LANGS, catalogues } from '@bourse/shared';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.ts', { eager: true });

const byNamespace = new Map<string, Map<string, Tree>>();
for (const [path, mod] of Object.entries(files)) {
  const [, , ns, file] = path.split('/');
  const lang = file!.replace(/\.ts$/, '');
  if (!byNamespace.has(ns!)) byNamespace.set(ns!, new Map());
  byNamespace.get(ns!)!.set(lang, mod.default);
}

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const params = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  it('has namespaces, each with an en source', () => {
    expect(byNamespace.size).toBeGreaterThan(0);
    for (const [ns, langs] of byNamespace) expect(langs.has('en'), `${ns}/en.ts`).toBe(true);
  });

  for (const [ns, langs] of byNamespace) {
    describe(ns, () => {
      const en = flatten(langs.get('en') ?? {});

      it('has a file for every language and no other', () => {
        expect([...langs.keys()].sort()).toEqual([...LANGS].sort());
      });

      for (const lang of LANGS) {
        it(`${lang}: same keys as en, none empty, same params`, () => {
          const tree = langs.get(lang);
          expect(tree, `${ns}/${lang}.ts is missing`).toBeDefined();
          const flat = flatten(tree!);
          const missing = [...en.keys()].filter((k) => !flat.has(k));
          const extra = [...flat.keys()].filter((k) => !en.has(k));
          const empty = [...flat]
            .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
            .map(([k]) => k);
          const wrongParams = [...en]
            .filter(([k, v]) => flat.has(k) && params(flat.get(k)).join() !== params(v).join())
            .map(([k]) => k);
          expect({ missing, extra, empty, wrongParams }).toEqual({
            missing: [],
            extra: [],
            empty: [],
            wrongParams: [],
          });
        });
      }
    });
  }
});

describe('server catalogues', () => {
  const enKeys = Object.keys(catalogues.en).sort();
  for (const lang of LANGS) {
    it(`${lang}: every key of en, none extra, none empty`, () => {
      const catalogue = catalogues[lang] as Record<string, string>;
      const keys = Object.keys(catalogue).sort();
      const empty = keys.filter(
        (k) => typeof catalogue[k] !== 'string' || catalogue[k]!.trim() === '',
      );
      expect({ keys, empty }).toEqual({ keys: enKeys, empty: [] });
    });
  }
});
