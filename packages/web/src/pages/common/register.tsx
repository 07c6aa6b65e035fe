/**
 * Registration (spec 2, 3, 5, 7): Email | Mobile tabs, a code to the address (mobile
 * numbers carry the dial code from the area chooser), password and confirmation, and an
 * optional invite code prefilled from `?code=`. Checked on the client with the shared
 * registerBody schema; on success the reply's token signs the user in.
 * Typed values survive a visit to the area chooser in an in-memory draft.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '@bourse/shared';
import { navigateTo, reLaunch } from '../../app/nav.ts';
import { register } from '../../features/account/api.ts';
import { checkRegister } from '../../features/account/forms.ts';
import { clearDraft, readDraft, writeDraft } from '../../features/account/draft.ts';
import { HOME_PATH, signIn, toastSuccess } from '../../features/account/signIn.ts';
import { useRegion } from '../../features/account/useRegion.ts';
import type { FieldErrors } from '../../features/account/validation.ts';
import {
  AuthLayout,
  SubmitButton,
  TextLink,
  authStyles,
} from '../../features/account/components/AuthLayout.tsx';
import { ContactCodeFields } from '../../features/account/components/ContactCodeFields.tsx';
import { FormInput, PasswordInput } from '../../features/account/components/FormInput.tsx';

const DRAFT = 'register';

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const region = useRegion();
  const [values, setValues] = useState(() =>
    readDraft(DRAFT, {
      type: 'email' as ContactKind,
      user_string: '',
      code: '',
      password: '',
      re_password: '',
      extension_code: params.get('code') ?? '',
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
    const isMobile = values.type === 'mobile';
    const input: Record<string, string | undefined> & { type: ContactKind } = {
      ...values,
      user_string: values.user_string.trim(),
      area_code: isMobile ? region?.area_code : undefined,
      area_code_id: isMobile && region ? String(region.id) : undefined,
    };
    const checked = checkRegister(input, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const token = await register({
        ...checked.data,
        extension_code: checked.data.extension_code ?? '',
      });
      clearDraft(DRAFT);
      await signIn(token);
      toastSuccess('success.register');
      reLaunch(HOME_PATH);
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <TextLink onClick={() => navigateTo('/pages/common/login')}>
            {t('register.toLogin')}
          </TextLink>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ContactCodeFields
          values={values}
          errors={errors}
          region={region}
          scene="register"
          onChange={patch}
          onError={setError}
        />
        <PasswordInput
          label={t('fields.password')}
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
        <FormInput
          label={t('fields.inviteCode')}
          placeholder={t('placeholders.inviteCode')}
          autoCapitalize="characters"
          value={values.extension_code}
          onChange={(extension_code) => patch({ extension_code: extension_code.toUpperCase() })}
          error={errors.extension_code}
          maxLength={16}
        />
        {errors.area_code_id && <p className={authStyles.formError}>{errors.area_code_id}</p>}
        <SubmitButton loading={busy}>{t('register.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
