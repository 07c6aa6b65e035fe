/**
 * The state and the submit plumbing every account form shares: the values, one error per
 * field (cleared when the field changes), the busy flag of the submit button, and a submit
 * handler that checks on the client first and sends only what passed. A failed send needs
 * no handling here: the request function has shown why.
 *
 * With `draft`, the values live in an in-memory draft too (see draft.ts), so they survive a
 * visit to the area chooser; the page clears the draft once the form has gone through.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { readDraft, writeDraft } from './draft.ts';
import type { Checked } from './forms.ts';
import type { FieldErrors } from './validation.ts';

export interface AccountFormOptions {
  /** The name of the in-memory draft the values are kept in. */
  draft?: string;
  /** Applied to every typed value (e.g. digits only). */
  filter?: (value: string) => string;
}

export interface AccountForm<V extends Record<string, string>> {
  values: V;
  errors: FieldErrors;
  busy: boolean;
  /** Changes some values and clears their errors. */
  patch: (changes: Partial<V>) => void;
  /** The onChange of one field's input. */
  set: (field: keyof V & string) => (value: string) => void;
  setError: (field: string, message: string | undefined) => void;
  /** The form's onSubmit: `check` refuses with an error per field, or `send` gets the data. */
  submit: <T>(check: () => Checked<T>, send: (data: T) => Promise<void>) => (e: FormEvent) => void;
}

export function useAccountForm<V extends Record<string, string>>(
  initial: V,
  { draft, filter }: AccountFormOptions = {},
): AccountForm<V> {
  const [values, setValues] = useState(() => (draft ? readDraft(draft, initial) : initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (draft) writeDraft(draft, values);
  }, [draft, values]);

  const patch = (changes: Partial<V>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(changes).map((k) => [k, undefined])),
    }));
  };

  const send = async <T>(check: () => Checked<T>, run: (data: T) => Promise<void>) => {
    const checked = check();
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await run(checked.data);
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    busy,
    patch,
    set: (field) => (value) => patch({ [field]: filter ? filter(value) : value } as Partial<V>),
    setError: (field, message) => setErrors((e) => ({ ...e, [field]: message })),
    submit: (check, run) => (event) => {
      event.preventDefault();
      void send(check, run);
    },
  };
}
