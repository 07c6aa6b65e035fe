/**
 * The payment password (spec 2): six digits. Set once with a code (pay_password_isnull),
 * afterwards changed with the current one and a code.
 */
import { Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import { PageLoading } from '../../components/PageStates.tsx';
import { updatePayPassword } from '../../features/account/api.ts';
import { checkPayPassword } from '../../features/account/forms.ts';
import { QK } from '../../api/keys.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import { useAccountForm } from '../../features/account/useAccountForm.ts';
import { CODE_LENGTH } from '../../features/account/validation.ts';
import { PasswordInput } from '../../features/account/components/FormInput.tsx';
import { PasswordPair } from '../../features/account/components/PasswordPair.tsx';
import { SecurityForm } from '../../features/settings/components/SecurityForm.tsx';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, CODE_LENGTH);
const pin = { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: CODE_LENGTH };

export default function PayPasswordPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery());
  const form = useAccountForm(
    { old_password: '', password: '', re_password: '', code: '' },
    { filter: digits },
  );

  if (!user) return <PageLoading />;
  const mode = user.pay_password_isnull ? 'set' : 'change';

  const submit = form.submit(
    () => checkPayPassword(form.values, mode, t),
    async (data) => {
      await updatePayPassword({
        ...data,
        old_password: mode === 'change' ? form.values.old_password : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: [QK.userInfo] });
      Toast.show({ icon: 'success', content: t('server:success.saved') });
      navigateBack();
    },
  );

  return (
    <SecurityForm
      title={t(mode === 'set' ? 'payPassword.setTitle' : 'payPassword.changeTitle')}
      note={t('payPassword.note')}
      user={user}
      form={form}
      onSubmit={submit}
    >
      {mode === 'change' && (
        <PasswordInput
          {...pin}
          label={t('payPassword.old')}
          placeholder={t('payPassword.placeholder')}
          value={form.values.old_password}
          onChange={form.set('old_password')}
          error={form.errors.old_password}
        />
      )}
      <PasswordPair
        form={form}
        label={t('payPassword.new')}
        confirmLabel={t('payPassword.confirm')}
        placeholder={t('payPassword.placeholder')}
        confirmPlaceholder={t('payPassword.placeholder')}
        hint={null}
        inputProps={pin}
      />
    </SecurityForm>
  );
}
