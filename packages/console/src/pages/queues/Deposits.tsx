/** Deposits awaiting the finance desk: the user's voucher, confirm (credits) or reject. */
import { Descriptions, Image, Space, Tag, Typography } from 'antd';
import { DepositStatus, type AdminDepositView } from '@bourse/shared';
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
import { UserLink } from '../../components/UserLink.tsx';
import { useT } from '../../i18n/index.ts';

export default function Deposits() {
  const t = useT();
  return (
    <QueueTable<AdminDepositView>
      queue="deposits"
      path="/admin/deposits"
      claimable
      searchable
      statuses={[
        { value: DepositStatus.pending, label: 'status.pending' },
        { value: DepositStatus.confirmed, label: 'status.confirmed' },
        { value: DepositStatus.rejected, label: 'status.rejected' },
        { value: '', label: 'status.all' },
      ]}
      open={(d) => d.status === DepositStatus.pending}
      columns={[
        idColumn(t),
        userColumn(t),
        amountColumn(
          t('field.amount'),
          (d) => d.amount,
          (d) => d.currency_name,
        ),
        { title: t('field.network'), dataIndex: 'network' },
        { title: t('field.account'), dataIndex: 'account' },
        statusColumn(t),
        timeColumn(t('field.createdAt'), 'created_at'),
      ]}
      title={(d) => t('deposits.title', { id: d.id })}
      detail={(d) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('field.user')}>
              <UserLink id={d.user_id} account={d.user_account} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.amount')}>
              {d.amount} {d.currency_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.network')}>{d.network}</Descriptions.Item>
            <Descriptions.Item label={t('field.account')}>{d.account}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdAt')}>
              {formatTime(d.created_at)}
            </Descriptions.Item>
            {d.decided_at && (
              <Descriptions.Item label={t('field.decidedAt')}>
                {formatTime(d.decided_at)}
              </Descriptions.Item>
            )}
            {d.reason && (
              <Descriptions.Item label={t('field.reason')}>{d.reason}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('deposits.addresses')}>
              <Space orientation="vertical" size={2}>
                {d.deposit_addresses.map((a) => (
                  <span key={`${a.network}:${a.address}`}>
                    <Tag>{a.network}</Tag>
                    <span className="console-mono">{a.address}</span>
                  </span>
                ))}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('deposits.voucher')}</Typography.Title>
            {d.voucher ? (
              <Image src={d.voucher} className="console-doc" alt={t('deposits.voucher')} />
            ) : (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            )}
          </div>
        </Space>
      )}
      actions={(d, done) => (
        <Decision
          approvePath={`/admin/deposits/${d.id}/confirm`}
          rejectPath={`/admin/deposits/${d.id}/reject`}
          approveLabel="deposits.confirm"
          done={done}
        />
      )}
    />
  );
}
