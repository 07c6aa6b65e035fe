/** A user's latest ledger entries (finance and compliance), beside a decision about them. */
import { Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AdminLedgerEntry, Page } from '@bourse/shared';
import { api } from '../api.ts';
import { useT } from '../i18n/index.ts';
import { formatTime } from './format.ts';

export function UserHistory({ userId, limit = 10 }: { userId: number; limit?: number }) {
  const t = useT();
  const entries = useQuery({
    queryKey: ['user-ledger', userId, 1, limit],
    queryFn: () =>
      api.get<Page<AdminLedgerEntry>>(`/admin/users/${userId}/ledger`, { page: 1, limit }),
  });
  return (
    <div>
      <Typography.Title level={5}>{t('history.title')}</Typography.Title>
      <Table<AdminLedgerEntry>
        size="small"
        rowKey="entry_id"
        pagination={false}
        loading={entries.isPending}
        dataSource={entries.data?.data ?? []}
        locale={{ emptyText: entries.isError ? entries.error.message : t('history.empty') }}
        columns={[
          { title: t('field.createdAt'), dataIndex: 'created_at', render: formatTime },
          {
            title: t('history.reason'),
            dataIndex: 'reason',
            render: (r: string) => <Tag>{r}</Tag>,
          },
          { title: t('field.account'), dataIndex: 'account' },
          { title: t('history.bucket'), dataIndex: 'bucket' },
          {
            title: t('field.amount'),
            key: 'amount',
            align: 'right',
            render: (_, e) => (
              <Typography.Text type={e.amount.startsWith('-') ? 'danger' : 'success'}>
                {e.amount} {e.currency}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
