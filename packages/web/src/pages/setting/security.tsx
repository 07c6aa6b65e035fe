/**
 * Security (spec 2): a level summary, then login password, payment password (set or
 * change by pay_password_isnull), and phone and email binding in bottom sheets.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyOutline, LockOutline, MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import type { ContactKind } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { maskContact } from '../../features/account/clipboard.ts';
import { QK } from '../../api/keys.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import { BindPopup } from '../../features/settings/components/BindPopup.tsx';
import { SecurityLevel } from '../../features/settings/components/SecurityLevel.tsx';
import { SettingsGroup, SettingsRow } from '../../features/settings/components/SettingsList.tsx';

export default function SecurityPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery());
  const [binding, setBinding] = useState<ContactKind | null>(null);

  if (!user) return <PageLoading />;
  const payIsSet = !user.pay_password_isnull;
  const bound = (value: string | null) => (value ? maskContact(value) : t('security.notBound'));
  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)', paddingBottom: 32 }}>
      <NavBar title={t('security.title')} />
      <SecurityLevel done={[!!user.email, !!user.mobile, payIsSet]} />

      <SettingsGroup title={t('security.passwords')}>
        <SettingsRow
          icon={<LockOutline />}
          title={t('security.loginPassword')}
          description={t('security.loginPasswordDesc')}
          extra={t('security.change')}
          onClick={() => navigateTo('/pages/setting/password')}
        />
        <SettingsRow
          icon={<KeyOutline />}
          title={t('security.payPassword')}
          description={t('security.payPasswordDesc')}
          extra={t(payIsSet ? 'security.change' : 'security.set')}
          tone={payIsSet ? undefined : 'warn'}
          onClick={() => navigateTo('/pages/setting/payPassword')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('security.verification')}>
        <SettingsRow
          icon={<PhonebookOutline />}
          title={t('security.mobile')}
          extra={
            user.mobile
              ? `${user.area_code ? `+${user.area_code} ` : ''}${bound(user.mobile)}`
              : bound(null)
          }
          tone={user.mobile ? undefined : 'warn'}
          onClick={() => setBinding('mobile')}
        />
        <SettingsRow
          icon={<MailOutline />}
          title={t('security.email')}
          extra={bound(user.email)}
          tone={user.email ? undefined : 'warn'}
          onClick={() => setBinding('email')}
        />
      </SettingsGroup>

      <BindPopup
        kind={binding}
        user={user}
        onClose={() => setBinding(null)}
        onBound={() => queryClient.invalidateQueries({ queryKey: [QK.userInfo] })}
      />
    </div>
  );
}
