/**
 * The payment password (spec 2): six digits. Set once with a code (pay_password_isnull),
 * afterwards changed with the current one and a code.
 */
import { useState, type FormEvent } from 'react';
import { Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import { PageLoading } from '../../components/PageStates.tsx';
import { updatePayPassword } from '../../features/account/api.ts';
import { checkPayPassword } from '../../features/account/forms.ts';
import { QK } from '../../api/keys.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import { CODE_LENGTH, type FieldErrors } from '../../features/account/validation.ts';
import { SubmitButton } from '../../features/account/components/AuthLayout.tsx';
import { PasswordInput } from '../../features/account/components/FormInput.tsx';
import { FormPage } from '../../features/settings/components/FormPage.tsx';
import { SecurityCodeInput } from '../../features/settings/components/SecurityCodeInput.tsx';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, CODE_LENGTH);

export default function PayPasswordPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery());
  const [values, setValues] = useState({
    old_password: '',
    password: '',
    re_password: '',
    code: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (!user) return <PageLoading />;
  const mode = user.pay_password_isnull ? 'set' : 'change';

  const set =
    (field: keyof typeof values, filter = digits) =>
    (value: string) => {
      setValues((v) => ({ ...v, [field]: filter(value) }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPayPassword(values, mode, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await updatePayPassword({
        ...checked.data,
        old_password: mode === 'change' ? values.old_password : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: [QK.userInfo] });
      Toast.show({ icon: 'success', content: t('server:success.saved') });
      navigateBack();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  const pin = { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: CODE_LENGTH };
  return (
    <FormPage
      title={t(mode === 'set' ? 'payPassword.setTitle' : 'payPassword.changeTitle')}
      note={t('payPassword.note')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        {mode === 'change' && (
          <PasswordInput
            {...pin}
            label={t('payPassword.old')}
            placeholder={t('payPassword.placeholder')}
            value={values.old_password}
            onChange={set('old_password')}
            error={errors.old_password}
          />
        )}
        <PasswordInput
          {...pin}
          label={t('payPassword.new')}
          placeholder={t('payPassword.placeholder')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordInput
          {...pin}
          label={t('payPassword.confirm')}
          placeholder={t('payPassword.placeholder')}
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
