/**
 * The loans the desk's offers became (`/admin/loans/list`), newest first, each with its debt
 * and risk rate at the recorded index now. Read only: an operator never changes a loan;
 * money moves when the borrower repays or the job force-closes at the index.
 */
import { useState } from 'react';
import { Button, Descriptions, Segmented, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoanStatus, type LoanDeskLoan, type Page } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { UserIdLink } from '../desks/UserIdLink.tsx';
import { LoanStatusTag } from './LoanStatusTag.tsx';

const STATUSES: { value: string; label: MessageKey }[] = [
  { value: LoanStatus.active, label: 'loans.statusActive' },
  { value: LoanStatus.repaid, label: 'loans.statusRepaid' },
  { value: LoanStatus.liquidated, label: 'loans.statusLiquidated' },
  { value: '', label: 'status.all' },
];

export function LoanBook() {
  const t = useT();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>(LoanStatus.active);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);

  const list = useQuery({
    queryKey: ['loans', status, page, limit],
    queryFn: () => api.get<Page<LoanDeskLoan>>('/admin/loans/list', { status, page, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

  return (
    <>
      <div className="console-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(String(v));
            setPage(1);
          }}
          options={STATUSES.map((s) => ({ value: s.value, label: t(s.label) }))}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: ['loans'] })}
        >
          {t('common.refresh')}
        </Button>
      </div>
      <Table<LoanDeskLoan>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        expandable={{ expandedRowRender: (l) => <LoanDetail loan={l} /> }}
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
          { title: t('field.id'), dataIndex: 'id', width: 80 },
          { title: t('field.user'), key: 'user', render: (_, l) => <UserIdLink id={l.user_id} /> },
          {
            title: t('loans.principal'),
            key: 'principal',
            align: 'right',
            render: (_, l) => (
              <Typography.Text strong>
                {l.principal} {l.loan_currency}
              </Typography.Text>
            ),
          },
          {
            title: t('loans.collateralAmount'),
            key: 'collateral',
            align: 'right',
            render: (_, l) => `${l.collateral_amount} ${l.collateral_currency}`,
          },
          {
            title: t('loans.dailyPercent'),
            dataIndex: 'daily_percent',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          {
            title: t('loans.debt'),
            key: 'debt',
            align: 'right',
            render: (_, l) => `${l.debt} ${l.loan_currency}`,
          },
          {
            title: t('loans.risk'),
            key: 'risk',
            align: 'right',
            render: (_, l) =>
              l.risk_percent === null ? (
                '—'
              ) : (
                <span>
                  {l.risk_percent}%{' '}
                  <Typography.Text type="secondary">
                    / {l.liquidation_risk_percent}%
                  </Typography.Text>
                </span>
              ),
          },
          { title: t('loans.endsAt'), dataIndex: 'ends_at', render: formatTime },
          {
            title: t('loans.daysLeft'),
            key: 'days',
            align: 'right',
            render: (_, l) =>
              l.days_overdue > 0 ? (
                <Tag color="red">{t('loans.overdueDays', { days: l.days_overdue })}</Tag>
              ) : (
                l.days_left
              ),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (s: LoanStatus) => <LoanStatusTag status={s} />,
          },
        ]}
      />
    </>
  );
}

function LoanDetail({ loan: l }: { loan: LoanDeskLoan }) {
  const t = useT();
  const priced =
    l.liquidation_price &&
    (l.liquidation_price.of === 'collateral' ? l.collateral_currency : l.loan_currency);
  const loanAmount = (v: string | null) => (v === null ? '—' : `${v} ${l.loan_currency}`);
  const collateral = (v: string | null) => (v === null ? '—' : `${v} ${l.collateral_currency}`);
  return (
    <Descriptions size="small" bordered column={3}>
      <Descriptions.Item label={t('loans.startedAt')}>{formatTime(l.started_at)}</Descriptions.Item>
      <Descriptions.Item label={t('loans.endsAt')}>{formatTime(l.ends_at)}</Descriptions.Item>
      <Descriptions.Item label={t('loans.term')}>
        {t('loans.days', { days: l.term_days })}
      </Descriptions.Item>
      <Descriptions.Item label={t('loans.accrued')}>{loanAmount(l.accrued)}</Descriptions.Item>
      <Descriptions.Item label={t('loans.overduePercent')}>
        {l.overdue_daily_percent}%
      </Descriptions.Item>
      <Descriptions.Item label={t('loans.liquidationPrice')}>
        {l.liquidation_price ? `${l.liquidation_price.price} USDT / ${priced}` : '—'}
      </Descriptions.Item>
      {l.closed_at !== null && (
        <>
          <Descriptions.Item label={t('loans.closedAt')}>
            {formatTime(l.closed_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.repaidAmount')}>
            {loanAmount(l.repaid_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.shortfall')}>
            {loanAmount(l.shortfall)}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.soldCollateral')}>
            {collateral(l.sold_collateral)}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.returnedCollateral')}>
            {collateral(l.returned_collateral)}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.closeIndex')}>
            {l.close_index
              ? `${l.close_index.symbol} ${l.close_index.price} (${l.close_index.source}, ${formatTime(l.close_index.at)})`
              : '—'}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
