/**
 * A security settings form (login or pay password): the form page, the page's own fields,
 * then the code to the user's own email or mobile and Confirm; never a change without both.
 */
import type { FormEvent, ReactNode } from 'react';
import type { UserInfo } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../account/validation.ts';
import { SubmitButton } from '../../account/components/AuthLayout.tsx';
import { FormPage } from './FormPage.tsx';
import { SecurityCodeInput } from './SecurityCodeInput.tsx';

export function SecurityForm({
  title,
  note,
  user,
  form,
  onSubmit,
  children,
}: {
  title: string;
  note?: ReactNode;
  user: UserInfo | undefined;
  form: {
    values: { code: string };
    errors: FieldErrors;
    busy: boolean;
    set: (field: 'code') => (value: string) => void;
  };
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <FormPage title={title} note={note}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <SecurityCodeInput
          user={user}
          value={form.values.code}
          onChange={form.set('code')}
          error={form.errors.code}
        />
        <SubmitButton loading={form.busy}>{t('common:actions.confirm')}</SubmitButton>
      </form>
    </FormPage>
  );
}
