/** The dashboard's tables: today's movements per coin and the platform's system balances. */
import { Card, Table, Tag, Typography } from 'antd';
import type { AdminDayTotal, AdminSystemBalance } from '@bourse/shared';
import { useT } from '../../i18n/index.ts';
import { AccountName, Amount } from '../users/tags.tsx';

/** Deposits confirmed or withdrawals approved today, one row per coin. */
export function DayTotals({ title, totals }: { title: string; totals: AdminDayTotal[] }) {
  const t = useT();
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Table<AdminDayTotal>
        size="small"
        rowKey="currency"
        pagination={false}
        dataSource={totals}
        locale={{ emptyText: t('dashboard.noneToday') }}
        columns={[
          { title: t('users.currency'), dataIndex: 'currency' },
          { title: t('dashboard.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('field.amount'),
            key: 'amount',
            align: 'right',
            render: (_, d) => (
              <Typography.Text strong>
                <Amount value={d.amount} currency={d.currency} />
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}

export interface GroupedBalance extends AdminSystemBalance {
  /** Rows the owner cell spans: the group's size on its first row, 0 on the others. */
  ownerSpan: number;
}

/** The balances grouped by system account, groups in the order the server first lists them. */
export function groupByOwner(balances: AdminSystemBalance[]): GroupedBalance[] {
  const groups = new Map<string, AdminSystemBalance[]>();
  for (const b of balances) groups.set(b.owner, [...(groups.get(b.owner) ?? []), b]);
  return [...groups.values()].flatMap((rows) =>
    rows.map((b, i) => ({ ...b, ownerSpan: i === 0 ? rows.length : 0 })),
  );
}

/**
 * What each system account holds (finance only). A system account may be negative: the
 * outside world's is minus what users brought in.
 */
export function SystemBalances({ balances }: { balances: AdminSystemBalance[] }) {
  const t = useT();
  return (
    <Card title={t('dashboard.systemBalances')} size="small">
      <Table<GroupedBalance>
        size="small"
        rowKey={(b) => `${b.owner}:${b.account}:${b.currency}`}
        pagination={false}
        dataSource={groupByOwner(balances)}
        locale={{ emptyText: t('dashboard.noBalances') }}
        columns={[
          {
            title: t('dashboard.systemAccount'),
            dataIndex: 'owner',
            onCell: (b) => ({ rowSpan: b.ownerSpan }),
            render: (owner: string) => <Tag color="geekblue">{owner}</Tag>,
          },
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
          {
            title: t('dashboard.balance'),
            key: 'balance',
            align: 'right',
            render: (_, b) => (
              <Typography.Text strong>
                <Amount value={b.balance} currency={b.currency} />
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
