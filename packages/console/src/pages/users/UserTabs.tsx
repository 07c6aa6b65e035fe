/**
 * A user's money and activity in tabs. Balances and sessions come with the detail; ledger,
 * orders and positions load when their tab is first opened. The ledger is finance's and
 * compliance's (the server refuses it to support), so support does not get the tab.
 */
import { Badge, Space, Table, Tabs, Typography } from 'antd';
import type { AdminUserBalance, AdminUserDetail, AdminUserSession } from '@bourse/shared';
import { formatTime } from '../../components/format.ts';
import { useT } from '../../i18n/index.ts';
import { useCan } from '../../operator.ts';
import { LedgerTab, OrdersTab, PositionsTab } from './UserActivity.tsx';
import { AccountName, Amount } from './tags.tsx';

function counted(label: string, count: number) {
  return (
    <Space size={6}>
      {label}
      <Badge count={count} showZero color="#8c8c8c" size="small" />
    </Space>
  );
}

export function UserTabs({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const mayReadLedger = useCan('finance', 'compliance');
  return (
    <Tabs
      defaultActiveKey="balances"
      items={[
        {
          key: 'balances',
          label: counted(t('users.tabBalances'), user.balances.length),
          children: <Balances balances={user.balances} />,
        },
        ...(mayReadLedger
          ? [
              {
                key: 'ledger',
                label: t('users.tabLedger'),
                children: <LedgerTab userId={user.id} />,
              },
            ]
          : []),
        { key: 'orders', label: t('users.tabOrders'), children: <OrdersTab userId={user.id} /> },
        {
          key: 'positions',
          label: t('users.tabPositions'),
          children: <PositionsTab userId={user.id} />,
        },
        {
          key: 'sessions',
          label: counted(t('users.tabSessions'), user.sessions.length),
          children: <Sessions sessions={user.sessions} />,
        },
      ]}
    />
  );
}

function Balances({ balances }: { balances: AdminUserBalance[] }) {
  const t = useT();
  return (
    <Table<AdminUserBalance>
      size="small"
      rowKey={(b) => `${b.account}:${b.currency}`}
      pagination={false}
      dataSource={balances}
      locale={{ emptyText: t('users.noBalances') }}
      columns={[
        {
          title: t('field.account'),
          dataIndex: 'account',
          render: (_, b) => <AccountName account={b.account} />,
        },
        { title: t('users.currency'), dataIndex: 'currency' },
        {
          title: t('users.available'),
          key: 'available',
          align: 'right',
          render: (_, b) => <Amount value={b.available} currency={b.currency} />,
        },
        {
          title: t('users.frozen'),
          key: 'frozen',
          align: 'right',
          render: (_, b) => <Amount value={b.frozen} currency={b.currency} />,
        },
      ]}
    />
  );
}

function Sessions({ sessions }: { sessions: AdminUserSession[] }) {
  const t = useT();
  return (
    <Table<AdminUserSession>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={sessions}
      locale={{ emptyText: t('users.noSessions') }}
      columns={[
        { title: t('field.id'), dataIndex: 'id', width: 80, align: 'right' },
        { title: t('users.signedInAt'), dataIndex: 'created_at', render: formatTime },
        { title: t('users.lastSeen'), dataIndex: 'last_seen_at', render: formatTime },
        {
          title: t('users.ip'),
          dataIndex: 'ip',
          render: (ip: string) => <span className="console-mono">{ip}</span>,
        },
        {
          title: t('users.userAgent'),
          dataIndex: 'user_agent',
          ellipsis: { showTitle: true },
          render: (ua: string) => <Typography.Text type="secondary">{ua}</Typography.Text>,
        },
      ]}
    />
  );
}
