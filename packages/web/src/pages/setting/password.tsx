/**
 * Change the login password (spec 7): the current password, the new one twice and a
 * code to the user's own email or mobile; never a change by one of them alone.
 */
import { useState, type FormEvent } from 'react';
import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import { updatePassword } from '../../features/account/api.ts';
import { checkPassword } from '../../features/account/forms.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import type { FieldErrors } from '../../features/account/validation.ts';
import { SubmitButton } from '../../features/account/components/AuthLayout.tsx';
import { PasswordInput } from '../../features/account/components/FormInput.tsx';
import { FormPage } from '../../features/settings/components/FormPage.tsx';
import { SecurityCodeInput } from '../../features/settings/components/SecurityCodeInput.tsx';

export default function PasswordPage() {
  const { t } = useTranslation('settings');
  const { data: user } = useQuery(userInfoQuery());
  const [values, setValues] = useState({
    old_password: '',
    password: '',
    re_password: '',
    code: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPassword(values, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await updatePassword(checked.data);
      Toast.show({ icon: 'success', content: t('server:success.passwordChanged') });
      navigateBack();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPage title={t('password.title')} note={t('password.note')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          label={t('account:fields.oldPassword')}
          placeholder={t('account:placeholders.oldPassword')}
          value={values.old_password}
          onChange={set('old_password')}
          error={errors.old_password}
        />
        <PasswordInput
          label={t('account:fields.newPassword')}
          placeholder={t('account:placeholders.newPassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t('account:hints.password')}
        />
        <PasswordInput
          label={t('account:fields.rePassword')}
          placeholder={t('account:placeholders.rePassword')}
          autoComplete="new-password"
          value={values.re_password}
          onChange={set('re_password')}
          error={errors.re_password}
        />
        <SecurityCodeInput
          user={user}
          value={values.code}
          onChange={set('code')}
          error={errors.code}
        />
        <SubmitButton loading={busy}>{t('common:actions.confirm')}</SubmitButton>
      </form>
    </FormPage>
  );
}
