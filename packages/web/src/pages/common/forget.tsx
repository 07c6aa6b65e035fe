/**
 * Password recovery (spec 2, 7): a code to the bound email or mobile, then a new
 * password twice. Every session of the account ends on the server; the user logs in
 * again with the new password.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '@bourse/shared';
import { redirectTo } from '../../app/nav.ts';
import { forget } from '../../features/account/api.ts';
import { checkForget } from '../../features/account/forms.ts';
import { clearDraft, readDraft, writeDraft } from '../../features/account/draft.ts';
import { useRegion } from '../../features/account/useRegion.ts';
import type { FieldErrors } from '../../features/account/validation.ts';
import { AuthLayout, SubmitButton } from '../../features/account/components/AuthLayout.tsx';
import { ContactCodeFields } from '../../features/account/components/ContactCodeFields.tsx';
import { PasswordInput } from '../../features/account/components/FormInput.tsx';
import { session } from '../../store/session.ts';

const DRAFT = 'forget';

export default function ForgetPage() {
  const { t } = useTranslation('account');
  const region = useRegion();
  const [values, setValues] = useState(() =>
    readDraft(DRAFT, {
      type: 'email' as ContactKind,
      user_string: '',
      code: '',
      password: '',
      re_password: '',
    }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => writeDraft(DRAFT, values), [values]);

  const patch = (p: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...p }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(p).map((k) => [k, undefined])) }));
  };
  const setError = (field: string, message: string | undefined) =>
    setErrors((e) => ({ ...e, [field]: message }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForget({ ...values, user_string: values.user_string.trim() }, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await forget(checked.data);
      clearDraft(DRAFT);
      // The server ended every session of this account, this one included.
      session.clearUser();
      Toast.show({ icon: 'success', content: t('server:success.passwordReset') });
      redirectTo('/pages/common/login');
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ContactCodeFields
          values={values}
          errors={errors}
          region={region}
          scene="forget"
          onChange={patch}
          onError={setError}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          placeholder={t('placeholders.newPassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={(password) => patch({ password })}
          error={errors.password}
          hint={t('hints.password')}
        />
        <PasswordInput
          label={t('fields.rePassword')}
          placeholder={t('placeholders.rePassword')}
          autoComplete="new-password"
          value={values.re_password}
          onChange={(re_password) => patch({ re_password })}
          error={errors.re_password}
        />
        <SubmitButton loading={busy}>{t('forget.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
