/**
 * A new password and its confirmation (`password`, `re_password`), as register, forget and
 * the password settings ask them. By default the login password's words: "New password"
 * with the password rules as a hint, then "Confirm password".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../validation.ts';
import { PasswordInput, type FormInputProps } from './FormInput.tsx';

type PairField = 'password' | 're_password';

export interface PasswordPairProps {
  form: {
    values: Record<PairField, string>;
    errors: FieldErrors;
    set: (field: PairField) => (value: string) => void;
  };
  label?: string;
  confirmLabel?: string;
  placeholder?: string;
  confirmPlaceholder?: string;
  /** Under the first input; null for none. */
  hint?: ReactNode;
  /** More attributes of both inputs (they replace autoComplete="new-password"). */
  inputProps?: Partial<Omit<FormInputProps, 'type' | 'suffix' | 'value' | 'onChange'>>;
}

export function PasswordPair({
  form,
  label,
  confirmLabel,
  placeholder,
  confirmPlaceholder,
  hint,
  inputProps,
}: PasswordPairProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordInput
        autoComplete="new-password"
        {...inputProps}
        label={label ?? t('fields.newPassword')}
        placeholder={placeholder ?? t('placeholders.newPassword')}
        value={form.values.password}
        onChange={form.set('password')}
        error={form.errors.password}
        hint={hint === undefined ? t('hints.password') : hint}
      />
      <PasswordInput
        autoComplete="new-password"
        {...inputProps}
        label={confirmLabel ?? t('fields.rePassword')}
        placeholder={confirmPlaceholder ?? t('placeholders.rePassword')}
        value={form.values.re_password}
        onChange={form.set('re_password')}
        error={form.errors.re_password}
      />
    </>
  );
}
