/**
 * Login (spec 2, 7): email, mobile or account name and password. On success the token
 * is kept, /user/info loads into the session, "login success" shows, and the user goes
 * back (or to `?redirect=`, or home).
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { login } from '../../features/account/api.ts';
import { checkLogin } from '../../features/account/forms.ts';
import { leaveSignIn, signIn, toastSuccess } from '../../features/account/signIn.ts';
import type { FieldErrors } from '../../features/account/validation.ts';
import {
  AuthLayout,
  SubmitButton,
  TextLink,
  authStyles,
} from '../../features/account/components/AuthLayout.tsx';
import { FormInput, PasswordInput } from '../../features/account/components/FormInput.tsx';

export default function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [values, setValues] = useState({ user_string: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLogin(values, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const token = await login(checked.data.user_string, checked.data.password);
      await signIn(token);
      toastSuccess('success.login');
      leaveSignIn(params.get('redirect'));
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      right={
        <TextLink onClick={() => navigateTo('/pages/common/register')}>
          {t('login.toRegister')}
        </TextLink>
      }
      footer={
        <>
          {t('login.noAccount')}{' '}
          <TextLink onClick={() => navigateTo('/pages/common/register')}>
            {t('login.toRegister')}
          </TextLink>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FormInput
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          value={values.user_string}
          onChange={set('user_string')}
          error={errors.user_string}
          autoComplete="username"
          autoCapitalize="none"
          name="user_string"
        />
        <PasswordInput
          label={t('fields.password')}
          placeholder={t('placeholders.password')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          name="password"
        />
        <div className={authStyles.row}>
          <TextLink onClick={() => navigateTo('/pages/common/forget')}>
            {t('login.forgot')}
          </TextLink>
        </div>
        <SubmitButton loading={busy}>{t('login.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
