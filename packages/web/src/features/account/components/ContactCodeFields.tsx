/**
 * The contact part of register and forget: Email | Mobile tabs, the address or number
 * (with its dial code for mobile) and the code input that sends a code to it.
 */
import type { CodeScene, ContactKind } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { sendCode } from '../api.ts';
import { contactError } from '../forms.ts';
import type { RegionChoice } from '../region.ts';
import type { FieldErrors } from '../validation.ts';
import { AreaCodeButton, ContactTabs } from './AuthLayout.tsx';
import { CodeInput } from './CodeInput.tsx';
import { FormInput } from './FormInput.tsx';

export const AREA_PATH = '/pages/common/area';

export interface ContactValues {
  type: ContactKind;
  user_string: string;
  code: string;
}

/** The part of an account form (useAccountForm) these fields read and change. */
export interface ContactForm {
  values: ContactValues;
  errors: FieldErrors;
  patch: (changes: Partial<ContactValues>) => void;
  setError: (field: string, message: string | undefined) => void;
}

export function ContactCodeFields({
  form,
  region,
  scene,
}: {
  form: ContactForm;
  region: RegionChoice | null;
  scene: CodeScene;
}) {
  const { t } = useTranslation('account');
  const { values, errors, patch: onChange, setError: onError } = form;
  const isEmail = values.type === 'email';

  const send = async () => {
    const problem = contactError(values.type, values.user_string, t);
    onError('user_string', problem);
    if (problem) throw new Error(problem);
    await sendCode({
      kind: values.type,
      user_string: values.user_string.trim(),
      scene,
      area_code: isEmail ? undefined : region?.area_code,
      area_code_id: isEmail ? undefined : region?.id,
    });
  };

  return (
    <>
      <ContactTabs
        value={values.type}
        onChange={(type) => {
          onChange({ type, user_string: '', code: '' });
          onError('user_string', undefined);
        }}
      />
      {isEmail ? (
        <FormInput
          key="email"
          label={t('fields.email')}
          placeholder={t('placeholders.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          value={values.user_string}
          onChange={(user_string) => onChange({ user_string })}
          error={errors.user_string}
        />
      ) : (
        <FormInput
          key="mobile"
          label={t('fields.mobile')}
          labelExtra={region && <span>{region.name}</span>}
          placeholder={t('placeholders.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.user_string}
          onChange={(v) => onChange({ user_string: v.replace(/[^\d]/g, '') })}
          error={errors.user_string}
          prefix={
            <AreaCodeButton areaCode={region?.area_code} onClick={() => navigateTo(AREA_PATH)} />
          }
        />
      )}
      <CodeInput
        key={`code-${values.type}`}
        label={t('fields.code')}
        placeholder={t(isEmail ? 'placeholders.emailCode' : 'placeholders.smsCode')}
        value={values.code}
        onChange={(code) => onChange({ code })}
        error={errors.code}
        onSend={send}
      />
    </>
  );
}
