/**
 * Profile (spec 2, 5): avatar upload (one image), nickname (1-10 letters or digits) and
 * signature (2-30), each edited in a bottom sheet and checked with the shared schemas.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { editHeadPortrait, editNickname, editSignature } from '../../features/account/api.ts';
import { copyText, maskContact } from '../../features/account/clipboard.ts';
import { checkNickname, checkSignature } from '../../features/account/forms.ts';
import { QK } from '../../api/keys.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import { AvatarUploader } from '../../features/settings/components/AvatarUploader.tsx';
import { EditTextPopup } from '../../features/settings/components/EditTextPopup.tsx';
import { SettingsGroup, SettingsRow } from '../../features/settings/components/SettingsList.tsx';
import { Toast } from 'antd-mobile';

type Editing = 'nickname' | 'signature' | null;

export default function UserInfoPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery());
  const [editing, setEditing] = useState<Editing>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [QK.userInfo] });
  const saved = async () => {
    await refresh();
    Toast.show({ icon: 'success', content: t('server:success.saved') });
  };
  const firstError = (
    r: { ok: boolean; errors?: Partial<Record<string, string>> },
    field: string,
  ) => (r.ok ? undefined : r.errors?.[field]);

  if (!user) return <PageLoading />;
  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)' }}>
      <NavBar title={t('profile.title')} />
      <AvatarUploader
        src={user.head_portrait}
        name={user.nickname}
        onUploaded={async (url) => {
          await editHeadPortrait(url);
          await refresh();
        }}
      />
      <SettingsGroup>
        <SettingsRow
          title={t('profile.nickname')}
          extra={user.nickname}
          onClick={() => setEditing('nickname')}
        />
        <SettingsRow
          title={t('profile.signature')}
          extra={user.signature || t('profile.notSet')}
          tone={user.signature ? undefined : 'warn'}
          onClick={() => setEditing('signature')}
        />
      </SettingsGroup>
      <SettingsGroup>
        <SettingsRow title={t('profile.account')} extra={maskContact(user.account)} />
        <SettingsRow
          title="UID"
          extra={String(user.id)}
          onClick={() => void copyText(String(user.id))}
          arrow={false}
        />
        <SettingsRow title={t('profile.creditScore')} extra={String(user.credit_score)} />
      </SettingsGroup>

      <EditTextPopup
        visible={editing === 'nickname'}
        title={t('profile.editNickname')}
        label={t('profile.nickname')}
        initial={user.nickname}
        maxLength={10}
        placeholder={t('profile.nicknameHint')}
        check={(v) => firstError(checkNickname(v, t), 'nickname')}
        save={async (v) => {
          await editNickname(v);
          await saved();
        }}
        onClose={() => setEditing(null)}
      />
      <EditTextPopup
        visible={editing === 'signature'}
        title={t('profile.editSignature')}
        label={t('profile.signature')}
        initial={user.signature}
        maxLength={30}
        placeholder={t('profile.signatureHint')}
        check={(v) => firstError(checkSignature(v, t), 'signature')}
        save={async (v) => {
          await editSignature(v);
          await saved();
        }}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
