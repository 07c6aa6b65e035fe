/**
 * Change the login password (spec 7): the current password, the new one twice and a
 * code to the user's own email or mobile; never a change by one of them alone.
 */
import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import { updatePassword } from '../../features/account/api.ts';
import { checkPassword } from '../../features/account/forms.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import { useAccountForm } from '../../features/account/useAccountForm.ts';
import { PasswordInput } from '../../features/account/components/FormInput.tsx';
import { PasswordPair } from '../../features/account/components/PasswordPair.tsx';
import { SecurityForm } from '../../features/settings/components/SecurityForm.tsx';

export default function PasswordPage() {
  const { t } = useTranslation('settings');
  const { data: user } = useQuery(userInfoQuery());
  const form = useAccountForm({ old_password: '', password: '', re_password: '', code: '' });

  const submit = form.submit(
    () => checkPassword(form.values, t),
    async (data) => {
      await updatePassword(data);
      Toast.show({ icon: 'success', content: t('server:success.passwordChanged') });
      navigateBack();
    },
  );

  return (
    <SecurityForm
      title={t('password.title')}
      note={t('password.note')}
      user={user}
      form={form}
      onSubmit={submit}
    >
      <PasswordInput
        label={t('account:fields.oldPassword')}
        placeholder={t('account:placeholders.oldPassword')}
        value={form.values.old_password}
        onChange={form.set('old_password')}
        error={form.errors.old_password}
      />
      <PasswordPair form={form} />
    </SecurityForm>
  );
}
