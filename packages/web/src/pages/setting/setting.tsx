/**
 * The settings hub (spec 2): the profile header, then profile, security, language,
 * fiat currency, invite, the VIP level (its badge), help pages, the version, and log out. Open to guests, who see
 * a sign-in card; rows behind login go through the login gate.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BankcardOutline,
  CheckShieldOutline,
  GlobalOutline,
  InformationCircleOutline,
  LocationOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  StarOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { LANG_NAMES } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo, requireLogin } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { userInfoQuery } from '../../features/account/queries.ts';
import { refreshFiatIfStale } from '../../features/fiat/rates.ts';
import { GuestHeader, ProfileHeader } from '../../features/settings/components/ProfileHeader.tsx';
import { LogoutButton } from '../../features/settings/components/LogoutButton.tsx';
import { SettingsGroup, SettingsRow } from '../../features/settings/components/SettingsList.tsx';
import { APP_VERSION } from '../../features/settings/version.ts';
import { VipBadge } from '../../features/vip/components/VipBadge.tsx';
import { useSession } from '../../store/session.ts';

const go = (path: string, query?: Record<string, string>) => () => navigateTo(path, query);
const goAuth = (path: string) => () => {
  if (requireLogin(path)) navigateTo(path);
};

export default function SettingPage() {
  // The rows name pages of the wallet and kyc screens: load those namespaces too, so a
  // first visit to Settings never shows their raw keys (issue 9).
  const { t } = useTranslation(['settings', 'wallet', 'kyc', 'vip']);
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  const fiat = useSession((s) => s.fiat.currency_code);
  const { data: user } = useQuery({ ...userInfoQuery(), enabled: !!token });

  useEffect(() => {
    void refreshFiatIfStale();
  }, []);

  return (
    <div style={{ minHeight: '100vh', paddingBottom: 40, background: 'var(--bg)' }}>
      <NavBar title={t('hub.title')} />
      {token && user ? (
        <ProfileHeader user={user} onOpen={go('/pages/setting/userInfo')} />
      ) : (
        <GuestHeader onSignIn={go('/pages/common/login')} />
      )}

      <SettingsGroup title={t('hub.account')}>
        <SettingsRow
          icon={<UserOutline />}
          title={t('hub.profile')}
          onClick={goAuth('/pages/setting/userInfo')}
        />
        <SettingsRow
          icon={<LockOutline />}
          title={t('hub.security')}
          onClick={goAuth('/pages/setting/security')}
        />
        <SettingsRow
          icon={<CheckShieldOutline />}
          title={t('kyc:title')}
          onClick={goAuth('/pages/setting/real')}
        />
        <SettingsRow
          icon={<LocationOutline />}
          title={t('wallet:addressBook.title')}
          onClick={goAuth('/pages/setting/wallet')}
        />
        <SettingsRow
          icon={<BankcardOutline />}
          title={t('wallet:bank.title')}
          onClick={goAuth('/pages/setting/bank')}
        />
        <SettingsRow
          icon={<BankcardOutline />}
          title={t('wallet:bank.intlTitle')}
          onClick={goAuth('/pages/setting/bank_international')}
        />
        <SettingsRow
          icon={<UserAddOutline />}
          title={t('hub.invite')}
          onClick={goAuth('/pages/setting/share')}
        />
        <SettingsRow
          icon={<StarOutline />}
          title={t('vip:row')}
          extra={token && user ? <VipBadge level={user.level} /> : undefined}
          onClick={goAuth('/pages/setting/vip')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('hub.preferences')}>
        <SettingsRow
          icon={<GlobalOutline />}
          title={t('hub.language')}
          extra={LANG_NAMES[lang]}
          onClick={go('/pages/setting/areas', { tab: 'lang' })}
        />
        <SettingsRow
          icon={<PayCircleOutline />}
          title={t('hub.fiat')}
          extra={fiat}
          onClick={go('/pages/setting/areas', { tab: 'fiat' })}
        />
      </SettingsGroup>

      <SettingsGroup title={t('hub.help')}>
        <SettingsRow
          icon={<QuestionCircleOutline />}
          title={t('hub.faq')}
          onClick={go('/pages/common/faq')}
        />
        <SettingsRow
          icon={<InformationCircleOutline />}
          title={t('hub.about')}
          onClick={go('/pages/common/aboutus')}
        />
        <SettingsRow
          icon={<MessageOutline />}
          title={t('hub.contact')}
          onClick={go('/pages/common/contactus')}
        />
        <SettingsRow
          icon={<CheckShieldOutline />}
          title={t('hub.compliance')}
          onClick={go('/pages/setting/operational_compliance')}
        />
        <SettingsRow title={t('hub.version')} extra={`v${APP_VERSION}`} />
      </SettingsGroup>

      {token && <LogoutButton />}
    </div>
  );
}
