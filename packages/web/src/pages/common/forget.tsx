/**
 * Password recovery (spec 2, 7): a code to the bound email or mobile, then a new
 * password twice. Every session of the account ends on the server; the user logs in
 * again with the new password.
 */
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '@bourse/shared';
import { redirectTo } from '../../app/nav.ts';
import { forget } from '../../features/account/api.ts';
import { checkForget } from '../../features/account/forms.ts';
import { clearDraft } from '../../features/account/draft.ts';
import { useAccountForm } from '../../features/account/useAccountForm.ts';
import { useRegion } from '../../features/account/useRegion.ts';
import { AuthLayout, SubmitButton } from '../../features/account/components/AuthLayout.tsx';
import { ContactCodeFields } from '../../features/account/components/ContactCodeFields.tsx';
import { PasswordPair } from '../../features/account/components/PasswordPair.tsx';
import { session } from '../../store/session.ts';

const DRAFT = 'forget';

export default function ForgetPage() {
  const { t } = useTranslation('account');
  const region = useRegion();
  const form = useAccountForm(
    { type: 'email' as ContactKind, user_string: '', code: '', password: '', re_password: '' },
    { draft: DRAFT },
  );
  const { values } = form;

  const submit = form.submit(
    () => checkForget({ ...values, user_string: values.user_string.trim() }, t),
    async (data) => {
      await forget(data);
      clearDraft(DRAFT);
      // The server ended every session of this account, this one included.
      session.clearUser();
      Toast.show({ icon: 'success', content: t('server:success.passwordReset') });
      redirectTo('/pages/common/login');
    },
  );

  return (
    <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')}>
      <form onSubmit={submit} noValidate>
        <ContactCodeFields form={form} region={region} scene="forget" />
        <PasswordPair form={form} />
        <SubmitButton loading={form.busy}>{t('forget.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
