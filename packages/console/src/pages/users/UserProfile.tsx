/** A user's profile: contact, referrer, verification level, credit score, lock and access. */
import { Alert, Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { AdminUserDetail } from '@bourse/shared';
import { formatTime } from '../../components/format.ts';
import { useT } from '../../i18n/index.ts';
import { KycTag, UserStateTag } from './tags.tsx';

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function UserProfile({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const mobile = user.mobile
    ? `${user.area_code ? `+${user.area_code.replace(/^\+/, '')} ` : ''}${user.mobile}`
    : null;
  const items: DescriptionsProps['items'] = [
    { key: 'account', label: t('field.account'), children: user.account },
    { key: 'nickname', label: t('users.nickname'), children: user.nickname || none },
    { key: 'email', label: t('users.email'), children: user.email ?? none },
    { key: 'mobile', label: t('users.mobile'), children: mobile ?? none },
    {
      key: 'invite',
      label: t('users.inviteCode'),
      children: <span className="console-mono">{user.invite_code}</span>,
    },
    {
      key: 'referrer',
      label: t('users.referrer'),
      children:
        user.referrer_id === null ? (
          none
        ) : (
          <Typography.Link href={`#/users?id=${user.referrer_id}`}>
            {t('users.userN', { id: user.referrer_id })}
          </Typography.Link>
        ),
    },
    { key: 'kyc', label: t('users.kyc'), children: <KycTag level={user.kyc_level} /> },
    { key: 'credit', label: t('users.creditScore'), children: user.credit_score },
    { key: 'created', label: t('field.createdAt'), children: formatTime(user.created_at) },
    {
      key: 'locked',
      label: t('users.lockedUntil'),
      children: user.locked_until === null ? t('users.notLocked') : formatTime(user.locked_until),
    },
    { key: 'state', label: t('field.status'), children: <UserStateTag disabled={user.disabled} /> },
    {
      key: 'disabledAt',
      label: t('users.disabledAt'),
      children: user.disabled_at === null ? none : formatTime(user.disabled_at),
    },
  ];
  return (
    <>
      {user.disabled && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('users.disabledSince', { time: formatTime(user.disabled_at) })}
          description={user.disabled_reason ?? undefined}
        />
      )}
      <Descriptions bordered size="small" column={2} items={items} />
    </>
  );
}
