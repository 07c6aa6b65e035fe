/**
 * The OTC desk's queue of loan enquiries (`/admin/loans/enquiries`, pending unclaimed
 * first). An operator claims an enquiry (`/claim`: one holder, the loser is told who), then
 * makes an offer or rejects it with the reason the borrower reads.
 */
import { useState } from 'react';
import {
  Button,
  Descriptions,
  Drawer,
  Input,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { CloseOutlined, CrownOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LoanEnquiryStatus,
  type LoanDeskEnquiry,
  type LoanEnquiryItem,
  type Page,
} from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { HolderControl, HolderTag, useHeldByMe, type Holder } from '../desks/Holder.tsx';
import { ReasonAction } from '../desks/ReasonAction.tsx';
import { UserIdLink } from '../desks/UserIdLink.tsx';
import { LoanStatusTag } from './LoanStatusTag.tsx';
import { OfferForm } from './OfferForm.tsx';

const STATUSES: { value: string; label: MessageKey }[] = [
  { value: LoanEnquiryStatus.pending, label: 'status.pending' },
  { value: LoanEnquiryStatus.offered, label: 'loans.statusOffered' },
  { value: LoanEnquiryStatus.accepted, label: 'loans.statusAccepted' },
  { value: LoanEnquiryStatus.rejected, label: 'status.rejected' },
  { value: LoanEnquiryStatus.declined, label: 'loans.statusDeclined' },
  { value: LoanEnquiryStatus.expired, label: 'loans.statusExpired' },
  { value: LoanEnquiryStatus.withdrawn, label: 'loans.statusWithdrawn' },
  { value: '', label: 'status.all' },
];

const holderOf = (e: LoanDeskEnquiry): Holder | null => e.claimed_by;

export function Enquiries() {
  const t = useT();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>(LoanEnquiryStatus.pending);
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useQuery({
    queryKey: ['loan-enquiries', status, userId, page, limit],
    queryFn: () =>
      api.get<Page<LoanDeskEnquiry>>('/admin/loans/enquiries', {
        status,
        user_id: userId,
        page,
        limit,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const rows = list.data?.data ?? [];
  const current = rows.find((r) => r.id === openId) ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['loan-enquiries'] });
  const decided = () => {
    setOpenId(null);
    refresh();
  };

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
        <Input.Search
          allowClear
          placeholder={t('desks.userId')}
          style={{ width: 200 }}
          onSearch={(v) => {
            setUserId(v.trim());
            setPage(1);
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<LoanDeskEnquiry>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        onRow={(row) => ({ onDoubleClick: () => setOpenId(row.id) })}
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
          { title: t('field.user'), key: 'user', render: (_, e) => <Borrower enquiry={e} /> },
          {
            title: t('loans.asking'),
            key: 'amount',
            align: 'right',
            render: (_, e) => <Typography.Text strong>{e.amount} USDT</Typography.Text>,
          },
          { title: t('loans.loanCurrency'), dataIndex: 'loan_currency' },
          { title: t('loans.collateralCurrency'), dataIndex: 'collateral_currency' },
          {
            title: t('loans.term'),
            dataIndex: 'term_days',
            align: 'right',
            render: (d: number) => t('loans.days', { days: d }),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (s: LoanEnquiryStatus) => <LoanStatusTag status={s} />,
          },
          { title: t('field.createdAt'), dataIndex: 'created_at', render: formatTime },
          {
            title: t('queue.holder'),
            key: 'holder',
            render: (_, e) => <HolderTag holder={holderOf(e)} />,
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, e) => (
              <Button size="small" onClick={() => setOpenId(e.id)}>
                {t('queue.open')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={current !== null}
        size={720}
        title={current ? t('loans.enquiryTitle', { id: current.id }) : ''}
        onClose={() => setOpenId(null)}
        destroyOnHidden
        extra={
          current?.status === LoanEnquiryStatus.pending ? (
            <HolderControl
              holder={holderOf(current)}
              claimPath={`/admin/loans/enquiries/${current.id}/claim`}
              onChanged={refresh}
            />
          ) : null
        }
        footer={
          current?.status === LoanEnquiryStatus.pending ? (
            <EnquiryDecision enquiry={current} done={decided} />
          ) : null
        }
      >
        {current && <EnquiryDetail enquiry={current} />}
      </Drawer>
    </>
  );
}

function Borrower({ enquiry: e }: { enquiry: LoanDeskEnquiry }) {
  const t = useT();
  return (
    <Space size={4}>
      <UserIdLink id={e.user_id} />
      <Tag>{t('loans.vip', { level: e.vip_level })}</Tag>
      {e.market_maker && (
        <Tag color="purple" icon={<CrownOutlined />}>
          {t('loans.marketMaker')}
        </Tag>
      )}
    </Space>
  );
}

/** Offer or reject, once the operator holds the enquiry. */
function EnquiryDecision({ enquiry, done }: { enquiry: LoanDeskEnquiry; done: () => void }) {
  const t = useT();
  const mine = useHeldByMe(holderOf(enquiry));
  if (!mine) return <Typography.Text type="secondary">{t('queue.claimFirst')}</Typography.Text>;
  return (
    <Space>
      <OfferForm enquiry={enquiry} done={done} />
      <ReasonAction<LoanEnquiryItem>
        path={`/admin/loans/enquiries/${enquiry.id}/reject`}
        label="decision.reject"
        icon={<CloseOutlined />}
        danger
        fieldLabel="decision.reason"
        required
        success="decision.rejected"
        done={done}
      />
    </Space>
  );
}

function EnquiryDetail({ enquiry: e }: { enquiry: LoanDeskEnquiry }) {
  const t = useT();
  const o = e.offer;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('field.user')}>
          <Borrower enquiry={e} />
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.asking')}>
          <Typography.Text strong>{e.amount} USDT</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.loanCurrency')}>{e.loan_currency}</Descriptions.Item>
        <Descriptions.Item label={t('loans.collateralCurrency')}>
          {e.collateral_currency}
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.term')}>
          {t('loans.days', { days: e.term_days })}
        </Descriptions.Item>
        <Descriptions.Item label={t('loans.contact')}>
          <Typography.Text copyable>{e.contact}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <LoanStatusTag status={e.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.createdAt')}>
          {formatTime(e.created_at)}
        </Descriptions.Item>
        {e.reject_reason && (
          <Descriptions.Item label={t('field.reason')}>{e.reject_reason}</Descriptions.Item>
        )}
        {e.loan_id !== null && (
          <Descriptions.Item label={t('loans.loanId')}>#{e.loan_id}</Descriptions.Item>
        )}
      </Descriptions>
      {o && (
        <Descriptions title={t('loans.offer')} bordered size="small" column={1}>
          <Descriptions.Item label={t('loans.principal')}>
            <Typography.Text strong>
              {o.principal} {o.loan_currency}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.collateralAmount')}>
            {o.collateral_amount} {o.collateral_currency}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.dailyPercent')}>{o.daily_percent}%</Descriptions.Item>
          <Descriptions.Item label={t('loans.dailyInterest')}>
            {o.daily_interest} {o.loan_currency}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.termInterest')}>
            {o.term_interest} {o.loan_currency}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.term')}>
            {t('loans.days', { days: o.term_days })}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.risk')}>
            {o.risk_percent === null ? '—' : `${o.risk_percent}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.liquidationLevel')}>
            {o.liquidation_risk_percent}%
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.overduePercent')}>
            {o.overdue_daily_percent}%
          </Descriptions.Item>
          <Descriptions.Item label={t('loans.offerExpires')}>
            {formatTime(o.expires_at)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Space>
  );
}
