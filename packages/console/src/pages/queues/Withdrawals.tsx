/**
 * Withdrawals awaiting the finance desk: where the money goes, how much, the user's recent
 * ledger; approve with the network's transaction hash (or the bank's reference), or
 * reject with a reason (the frozen sum is released to the user).
 */
import { Descriptions, Space, Typography } from 'antd';
import { WithdrawalStatus, type AdminWithdrawalView } from '@bourse/shared';
import { Decision } from '../../components/Decision.tsx';
import { formatTime } from '../../components/format.ts';
import { QueueTable } from '../../components/QueueTable.tsx';
import {
  amountColumn,
  idColumn,
  statusColumn,
  timeColumn,
  userColumn,
} from '../../components/queueColumns.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { UserHistory } from '../../components/UserHistory.tsx';
import { UserLink } from '../../components/UserLink.tsx';
import { useT } from '../../i18n/index.ts';

export default function Withdrawals() {
  const t = useT();
  return (
    <QueueTable<AdminWithdrawalView>
      queue="withdrawals"
      path="/admin/withdrawals"
      claimable
      searchable
      drawerWidth={720}
      statuses={[
        { value: WithdrawalStatus.pending, label: 'status.pending' },
        { value: WithdrawalStatus.approved, label: 'status.approved' },
        { value: WithdrawalStatus.rejected, label: 'status.rejected' },
        { value: '', label: 'status.all' },
      ]}
      open={(w) => w.status === WithdrawalStatus.pending}
      columns={[
        idColumn(t),
        userColumn(t),
        amountColumn(
          t('field.amount'),
          (w) => w.amount,
          (w) => w.currency_name,
        ),
        { title: t('field.network'), dataIndex: 'network' },
        {
          title: t('withdrawals.address'),
          dataIndex: 'address',
          ellipsis: true,
          render: (a: string) => <span className="console-mono">{a}</span>,
        },
        statusColumn(t),
        timeColumn(t('field.createdAt'), 'created_at'),
      ]}
      title={(w) => t('withdrawals.title', { id: w.id })}
      detail={(w) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('field.user')}>
              <UserLink id={w.user_id} account={w.user_account} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.network')}>{w.network}</Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.address')}>
              <Typography.Text copyable className="console-mono">
                {w.address}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.amount')}>
              {w.amount} {w.currency_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.fee')}>
              {w.fee} {w.currency_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.total')}>
              {w.total} {w.currency_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('withdrawals.btcValue')}>
              {w.btc_value} BTC
            </Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <StatusTag status={w.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdAt')}>
              {formatTime(w.created_at)}
            </Descriptions.Item>
            {w.tx_hash && (
              <Descriptions.Item label={t('withdrawals.txHash')}>
                <span className="console-mono">{w.tx_hash}</span>
              </Descriptions.Item>
            )}
            {w.reason && (
              <Descriptions.Item label={t('field.reason')}>{w.reason}</Descriptions.Item>
            )}
          </Descriptions>
          {w.payout_details && (
            <Descriptions
              title={t('withdrawals.bank')}
              bordered
              size="small"
              column={1}
              items={Object.entries(w.payout_details)
                .filter(([k, v]) => k !== 'kind' && v)
                .map(([k, v]) => ({ key: k, label: k, children: String(v) }))}
            />
          )}
          <UserHistory userId={w.user_id} />
        </Space>
      )}
      actions={(w, done) => (
        <Decision
          approvePath={`/admin/withdrawals/${w.id}/approve`}
          rejectPath={`/admin/withdrawals/${w.id}/reject`}
          approveFields={[{ name: 'tx_hash', label: 'withdrawals.txHash', required: true }]}
          done={done}
        />
      )}
    />
  );
}
