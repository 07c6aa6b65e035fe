/** One user, opened from the list or a link: who they are, their money and activity, their access. */
import { Alert, Drawer, Skeleton, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/index.ts';
import { UserStateTag } from './tags.tsx';
import { UserAccess } from './UserAccess.tsx';
import { UserProfile } from './UserProfile.tsx';
import { UserTabs } from './UserTabs.tsx';
import { UserQueryKey, userDetailQuery } from './queries.ts';

export function UserDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const detail = useQuery(userDetailQuery(id));
  const user = detail.data;

  // An access change shows in the detail (disabled, sessions) and in the list's tag.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [UserQueryKey.detail, id] }),
      queryClient.invalidateQueries({ queryKey: [UserQueryKey.list] }),
    ]);
  };

  return (
    <Drawer
      open
      size={960}
      onClose={onClose}
      destroyOnHidden
      title={
        user ? (
          <Space>
            <span>{user.account}</span>
            <Typography.Text type="secondary">#{user.id}</Typography.Text>
            <UserStateTag disabled={user.disabled} />
          </Space>
        ) : (
          t('users.userN', { id })
        )
      }
      extra={user ? <UserAccess user={user} onDone={refresh} /> : null}
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={detail.error.message} />
      ) : (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <UserProfile user={detail.data} />
          <UserTabs user={detail.data} />
        </Space>
      )}
    </Drawer>
  );
}
