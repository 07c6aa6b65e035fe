/**
 * What the configuration forms share: the rule of a decimal typed as text (amounts, fees
 * and rates stay strings end to end), UTC date-time fields turned into what each endpoint
 * takes, and one way to send a form and show the server's refusal inside it.
 */
import { useState } from 'react';
import { Alert, App, type FormInstance, type FormRule as Rule } from 'antd';
import { dec, toPlain } from '@bourse/shared';
import { useT, type T } from '../../i18n/index.ts';

/** A plain non-negative decimal as typed: digits, one optional point (the server checks the range). */
export const PLAIN_DECIMAL_RE = /^\d+(\.\d+)?$/;

export function decimalRules(t: T, required = true): Rule[] {
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('cfg.required') }] : []),
    { pattern: PLAIN_DECIMAL_RE, message: t('cfg.decimal') },
  ];
}

/** Any field that must be filled (a number or a choice too, so no string-only checks). */
export const requiredRule = (t: T): Rule => ({ required: true, message: t('cfg.required') });

/** A fee rate (0.001) as a percent for display (0.1%), exactly. */
export const ratePercent = (rate: string): string => `${toPlain(dec(rate).mul(100))}%`;

/**
 * `2026-12-01T08:00` from an `<input type="datetime-local">`, read as UTC (the platform's
 * clock and day boundaries are UTC): unix seconds, or NaN when not a time.
 */
export function utcSeconds(local: string): number {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return Date.parse(`${withSeconds}Z`) / 1000;
}

/** The same input as ISO 8601 UTC without milliseconds (`2026-12-01T08:00:00Z`). */
export function utcIso(local: string): string {
  return new Date(utcSeconds(local) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The form's values, or null when a field is invalid (antd shows why beside the field). */
export async function validated<V>(form: FormInstance<V>): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}

/** Drops the fields left empty, so an optional field is "not given" rather than ''. */
export function withoutBlanks<V extends object>(values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<V>;
}

/**
 * Sends a form: `run(() => api.post(...))` reports success and calls `onDone`, or keeps the
 * server's refusal (already in the operator's language) for `<Refused>` inside the form.
 */
export function useSubmit(onDone: () => void) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await send();
      message.success(t('cfg.saved'));
      onDone();
    } catch (e) {
      setRefusal((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, run, clear: () => setRefusal(null) };
}

/** The server's refusal of the form, shown where the operator is looking. */
export function Refused({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
