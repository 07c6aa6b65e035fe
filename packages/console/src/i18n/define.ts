import type { Lang } from '@bourse/shared';

/**
 * One area's strings in all eight languages side by side: the English keys are the area's
 * keys, and every other language must have each of them (typecheck fails otherwise).
 */
export function defineMessages<K extends string>(
  messages: { en: Record<K, string> } & Record<Exclude<Lang, 'en'>, Record<NoInfer<K>, string>>,
): Record<Lang, Record<K, string>> {
  return messages;
}
