/**
 * Bank-transfer purchases awaiting the finance desk: the order (what the buyer transferred,
 * at which rate, the USDT it buys), the platform's bank account it was paid into, the
 * buyer's screenshot of the transfer; confirm (credits the USDT) or reject with a reason.
 */
import { Descriptions, Image, Space, Typography } from 'antd';
import { PurchaseStatus, type AdminPurchaseView } from '@bourse/shared';
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

export default function Purchases() {
  const t = useT();
  return (
    <QueueTable<AdminPurchaseView>
      queue="purchases"
      path="/admin/purchases"
      claimable
      searchable
      drawerWidth={760}
      statuses={[
        { value: PurchaseStatus.transferCompleted, label: 'status.transferCompleted' },
        { value: PurchaseStatus.paymentSuccessful, label: 'status.paid' },
        { value: PurchaseStatus.rejected, label: 'status.rejected' },
        { value: PurchaseStatus.toBePaid, label: 'status.toBePaid' },
        { value: PurchaseStatus.cancelled, label: 'status.cancelled' },
        { value: '', label: 'status.all' },
      ]}
      open={(p) => p.status === PurchaseStatus.transferCompleted}
      columns={[
        idColumn(t),
        {
          title: t('purchases.reference'),
          dataIndex: 'reference',
          render: (r: string) => <span className="console-mono">{r}</span>,
        },
        userColumn(t),
        amountColumn(
          t('purchases.paid'),
          (p) => p.amount,
          (p) => p.currency,
        ),
        {
          title: t('purchases.receives'),
          key: 'usdt',
          align: 'right',
          render: (_, p) => `${p.usdt_amount} USDT`,
        },
        { title: t('purchases.country'), dataIndex: 'country', width: 90 },
        statusColumn(t),
        timeColumn(t('purchases.paidAt'), 'paid_at'),
      ]}
      title={(p) => t('purchases.title', { id: p.id })}
      detail={(p) => <PurchaseDetail purchase={p} />}
      actions={(p, done) => (
        <Decision
          approvePath={`/admin/purchases/${p.id}/confirm`}
          rejectPath={`/admin/purchases/${p.id}/reject`}
          approveLabel="purchases.confirm"
          done={done}
        />
      )}
    />
  );
}

function PurchaseDetail({ purchase: p }: { purchase: AdminPurchaseView }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('field.user')}>
          <UserLink id={p.user_id} account={p.user_account} />
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.reference')}>
          <Typography.Text copyable className="console-mono">
            {p.reference}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.paid')}>
          <Typography.Text strong>
            {p.amount} {p.currency}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.rate')}>
          {t('purchases.rateValue', { rate: p.rate, currency: p.currency })}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.receives')}>
          <Typography.Text strong>{p.usdt_amount} USDT</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.country')}>{p.country}</Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <StatusTag status={p.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.createdAt')}>
          {formatTime(p.created_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.paidAt')}>{formatTime(p.paid_at)}</Descriptions.Item>
        {p.decided_at && (
          <Descriptions.Item label={t('field.decidedAt')}>
            {formatTime(p.decided_at)}
          </Descriptions.Item>
        )}
        {p.reason && <Descriptions.Item label={t('field.reason')}>{p.reason}</Descriptions.Item>}
      </Descriptions>
      <Descriptions title={t('purchases.payer')} bordered size="small" column={1}>
        <Descriptions.Item label={t('purchases.payerName')}>
          {p.first_name} {p.last_name}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.email')}>{p.email}</Descriptions.Item>
        <Descriptions.Item label={t('purchases.phone')}>{p.phone}</Descriptions.Item>
        <Descriptions.Item label={t('purchases.taxId')}>{p.tax_id ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('purchases.bank')} bordered size="small" column={1}>
        <Descriptions.Item label={t('purchases.beneficiary')}>
          {p.bank.beneficiary}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.iban')}>
          <span className="console-mono">{p.bank.iban}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.bic')}>
          <span className="console-mono">{p.bank.bic}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('purchases.bankName')}>{p.bank.bank_name}</Descriptions.Item>
        <Descriptions.Item label={t('purchases.bankAddress')}>
          {p.bank.bank_address} ({p.bank.country})
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('purchases.screenshot')}</Typography.Title>
        {p.screenshot ? (
          <Image src={p.screenshot} className="console-doc" alt={t('purchases.screenshot')} />
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        )}
      </div>
      <UserHistory userId={p.user_id} />
    </Space>
  );
}
