/** Log out: a confirm, then GET /user/logout, the session cleared and a relaunch at home. */
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../account/signIn.ts';

export function LogoutButton() {
  const { t } = useTranslation('settings');
  const confirm = async () => {
    const yes = await Dialog.confirm({
      content: t('hub.logoutConfirm'),
      confirmText: t('hub.logout'),
      cancelText: t('common:actions.cancel'),
    });
    if (yes) await signOut();
  };
  return (
    <button
      type="button"
      onClick={() => void confirm()}
      style={{
        display: 'block',
        width: 'calc(100% - 32px)',
        margin: '24px 16px 0',
        height: 50,
        border: 0,
        borderRadius: 14,
        background: 'var(--surface)',
        color: 'var(--down)',
        font: 'inherit',
        fontSize: 15,
        fontWeight: 500,
        cursor: 'pointer',
      }}
    >
      {t('hub.logout')}
    </button>
  );
}
