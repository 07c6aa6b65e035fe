/**
 * Users: find a user by email, mobile number, user id or invite code, then open them (or
 * arrive from a link, `#/users?id=12`) to read their profile, balances, ledger, orders,
 * positions and sessions. The only changes offered are who may sign in (UserAccess); no
 * screen edits a balance, a price or a result.
 */
import { useState } from 'react';
import { Button, Input, Table, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@bourse/shared';
import { formatTime } from '../components/format.ts';
import { useT } from '../i18n/index.ts';
import { KycTag, UserStateTag } from './users/tags.tsx';
import { UserDrawer } from './users/UserDrawer.tsx';
import { UserQueryKey, usersQuery } from './users/queries.ts';
import { useUserInAddress } from './users/useUserInAddress.ts';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

export default function Users() {
  const t = useT();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [openId, setOpenId] = useUserInAddress();
  const list = useQuery(usersQuery(q, { page, limit }));

  return (
    <>
      <div className="console-toolbar">
        <Input.Search
          allowClear
          enterButton
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('users.searchPlaceholder')}
          style={{ width: 420 }}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: [UserQueryKey.list] })}
        >
          {t('common.refresh')}
        </Button>
      </div>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{
          emptyText: list.isError
            ? list.error.message
            : q
              ? t('users.noMatch', { q })
              : t('users.none'),
        }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 90, align: 'right' },
          {
            title: t('field.account'),
            dataIndex: 'account',
            render: (account: string, u) => (
              <span>
                <Typography.Text strong>{account}</Typography.Text>
                {u.nickname && u.nickname !== account && (
                  <Typography.Text type="secondary"> · {u.nickname}</Typography.Text>
                )}
              </span>
            ),
          },
          { title: t('users.email'), dataIndex: 'email', render: (v: string | null) => v ?? dash },
          {
            title: t('users.mobile'),
            dataIndex: 'mobile',
            render: (v: string | null) => v ?? dash,
          },
          {
            title: t('users.inviteCode'),
            dataIndex: 'invite_code',
            render: (v: string) => <span className="console-mono">{v}</span>,
          },
          {
            title: t('users.kyc'),
            dataIndex: 'kyc_level',
            render: (level: number) => <KycTag level={level} />,
          },
          {
            title: t('field.status'),
            dataIndex: 'disabled',
            render: (disabled: boolean) => <UserStateTag disabled={disabled} />,
          },
          {
            title: t('field.createdAt'),
            dataIndex: 'created_at',
            render: (v: number) => formatTime(v),
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, u) => (
              <Button
                size="small"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpenId(u.id);
                }}
              >
                {t('queue.open')}
              </Button>
            ),
          },
        ]}
      />
      {openId !== null && <UserDrawer id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
