/**
 * Registration (spec 2, 3, 5, 7): Email | Mobile tabs, a code to the address (mobile
 * numbers carry the dial code from the area chooser), password and confirmation, and an
 * optional invite code prefilled from `?code=`. Checked on the client with the shared
 * registerBody schema; on success the reply's token signs the user in.
 * Typed values survive a visit to the area chooser in an in-memory draft.
 */
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '@bourse/shared';
import { navigateTo, reLaunch } from '../../app/nav.ts';
import { register } from '../../features/account/api.ts';
import { checkRegister } from '../../features/account/forms.ts';
import { clearDraft } from '../../features/account/draft.ts';
import { HOME_PATH, signIn, toastSuccess } from '../../features/account/signIn.ts';
import { useAccountForm } from '../../features/account/useAccountForm.ts';
import { useRegion } from '../../features/account/useRegion.ts';
import {
  AuthLayout,
  SubmitButton,
  TextLink,
  authStyles,
} from '../../features/account/components/AuthLayout.tsx';
import { ContactCodeFields } from '../../features/account/components/ContactCodeFields.tsx';
import { FormInput } from '../../features/account/components/FormInput.tsx';
import { PasswordPair } from '../../features/account/components/PasswordPair.tsx';

const DRAFT = 'register';

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const region = useRegion();
  const form = useAccountForm(
    {
      type: 'email' as ContactKind,
      user_string: '',
      code: '',
      password: '',
      re_password: '',
      extension_code: params.get('code') ?? '',
    },
    { draft: DRAFT },
  );
  const { values, errors } = form;

  const submit = form.submit(
    () => {
      const isMobile = values.type === 'mobile';
      const input: Record<string, string | undefined> & { type: ContactKind } = {
        ...values,
        user_string: values.user_string.trim(),
        area_code: isMobile ? region?.area_code : undefined,
        area_code_id: isMobile && region ? String(region.id) : undefined,
      };
      return checkRegister(input, t);
    },
    async (data) => {
      const token = await register({ ...data, extension_code: data.extension_code ?? '' });
      clearDraft(DRAFT);
      await signIn(token);
      toastSuccess('success.register');
      reLaunch(HOME_PATH);
    },
  );

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
      <form onSubmit={submit} noValidate>
        <ContactCodeFields form={form} region={region} scene="register" />
        <PasswordPair form={form} label={t('fields.password')} />
        <FormInput
          label={t('fields.inviteCode')}
          placeholder={t('placeholders.inviteCode')}
          autoCapitalize="characters"
          value={values.extension_code}
          onChange={(extension_code) =>
            form.patch({ extension_code: extension_code.toUpperCase() })
          }
          error={errors.extension_code}
          maxLength={16}
        />
        {errors.area_code_id && <p className={authStyles.formError}>{errors.area_code_id}</p>}
        <SubmitButton loading={form.busy}>{t('register.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
