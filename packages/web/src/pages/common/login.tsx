/**
 * Login (spec 2, 7): email, mobile or account name and password. On success the token
 * is kept, /user/info loads into the session, "login success" shows, and the user goes
 * back (or to `?redirect=`, or home).
 */
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { login } from '../../features/account/api.ts';
import { checkLogin } from '../../features/account/forms.ts';
import { leaveSignIn, signIn, toastSuccess } from '../../features/account/signIn.ts';
import { useAccountForm } from '../../features/account/useAccountForm.ts';
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
  const form = useAccountForm({ user_string: '', password: '' });
  const { values, errors, set } = form;

  const submit = form.submit(
    () => checkLogin(values, t),
    async (data) => {
      const token = await login(data.user_string, data.password);
      await signIn(token);
      toastSuccess('success.login');
      leaveSignIn(params.get('redirect'));
    },
  );

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
      <form onSubmit={submit} noValidate>
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
        <SubmitButton loading={form.busy}>{t('login.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
