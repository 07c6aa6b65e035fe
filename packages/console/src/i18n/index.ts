/**
 * The console's own strings, in the eight languages of the platform. Each area keeps its
 * strings in one file under `areas/`, all eight languages side by side (`defineMessages`
 * makes a missing translation a type error; i18n.test.ts refuses one left in English).
 * Refusals are not here: the server sends them translated (the `lang` of every call).
 * Parameters are `{name}` in the text: `t('queue.heldBy', { name, time })`.
 */
import type { Lang } from '@bourse/shared';
import { useOperatorSession } from '../session.ts';
import { common } from './areas/common.ts';
import { frame } from './areas/frame.ts';
import { content } from './areas/content.ts';
import { productsEarn } from './areas/productsEarn.ts';
import { productsLaunch } from './areas/productsLaunch.ts';
import { dashboard } from './areas/dashboard.ts';
import { loans } from './areas/loans.ts';
import { queues } from './areas/queues.ts';
import { people } from './areas/people.ts';
import { config } from './areas/config.ts';
import { desks } from './areas/desks.ts';
import { operators } from './areas/operators.ts';
import { options } from './areas/options.ts';

const AREAS = [
  frame,
  common,
  queues,
  desks,
  loans,
  people,
  dashboard,
  config,
  content,
  productsEarn,
  productsLaunch,
  operators,
  options,
] as const;

type Union<T> = T extends readonly (infer A)[] ? A : never;
type KeysOf<A> = A extends Record<Lang, Record<infer K, string>> ? K : never;
export type MessageKey = KeysOf<Union<typeof AREAS>>;
export type Messages = Record<MessageKey, string>;

const merged = (lang: Lang) => Object.assign({}, ...AREAS.map((area) => area[lang])) as Messages;

export const MESSAGES: Record<Lang, Messages> = {
  en: merged('en'),
  zh: merged('zh'),
  hk: merged('hk'),
  fra: merged('fra'),
  spa: merged('spa'),
  th: merged('th'),
  jp: merged('jp'),
  kor: merged('kor'),
};

/** The language's name in itself, for the language menu. */
export const LANG_NAMES: Record<Lang, string> = {
  zh: '简体中文',
  hk: '繁體中文',
  en: 'English',
  fra: 'Français',
  spa: 'Español',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
};

export type Params = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const text = MESSAGES[lang][key];
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => String(params[p] ?? m)) : text;
}

export type T = (key: MessageKey, params?: Params) => string;

/** `t` in the signed-in operator's language (re-renders when it changes). */
export function useT(): T {
  const { lang } = useOperatorSession();
  return (key, params) => translate(lang, key, params);
}
