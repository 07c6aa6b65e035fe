/**
 * Form drafts kept in memory while the user visits the area chooser and comes back: the
 * register page unmounts on the way, and typed values (passwords included) must not be
 * lost, nor written to storage. Gone on reload, on purpose.
 */
const drafts = new Map<string, Record<string, string>>();

export function readDraft<T extends Record<string, string>>(name: string, initial: T): T {
  return { ...initial, ...(drafts.get(name) as Partial<T> | undefined) };
}

export function writeDraft(name: string, values: Record<string, string>): void {
  drafts.set(name, { ...values });
}

export function clearDraft(name: string): void {
  drafts.delete(name);
}
