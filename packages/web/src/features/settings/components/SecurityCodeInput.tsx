/**
 * The code input of security changes: the code goes to the user's own bound email (or,
 * without one, their mobile), scene `security`; the hint says where it went.
 */
import type { UserInfo } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { sendCode, type CodeTarget } from '../../account/api.ts';
import { maskContact } from '../../account/clipboard.ts';
import { CodeInput } from '../../account/components/CodeInput.tsx';

export function securityTarget(user: UserInfo | undefined): CodeTarget | null {
  if (user?.email) return { kind: 'email', user_string: user.email, scene: 'security' };
  if (user?.mobile) {
    return {
      kind: 'mobile',
      user_string: user.mobile,
      scene: 'security',
      area_code: user.area_code ?? undefined,
    };
  }
  return null;
}

export function SecurityCodeInput({
  user,
  label,
  value,
  onChange,
  error,
}: {
  user: UserInfo | undefined;
  label?: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('settings');
  const target = securityTarget(user);
  return (
    <CodeInput
      label={label ?? t('account:fields.code')}
      placeholder={t(
        target?.kind === 'mobile'
          ? 'account:placeholders.smsCode'
          : 'account:placeholders.emailCode',
      )}
      value={value}
      onChange={onChange}
      error={error}
      hint={target && t('security.codeGoesTo', { to: maskContact(target.user_string) })}
      onSend={() => (target ? sendCode(target) : Promise.reject(new Error('no contact')))}
    />
  );
}
