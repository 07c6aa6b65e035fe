/**
 * The tabs that ask the server for more: the user's ledger entries and orders (server
 * pages) and their contract positions. Each shows the server's refusal as its empty text.
 */
import { useState } from 'react';
import { Table, Tag, Typography, type TablePaginationConfig } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AdminLedgerEntry, AdminUserOrder, AdminUserPosition } from '@bourse/shared';
import { formatTime } from '../../components/format.ts';
import { useT } from '../../i18n/index.ts';
import { AccountName, Amount, SideTag, StateTag } from './tags.tsx';
import {
  userLedgerQuery,
  userOrdersQuery,
  userPositionsQuery,
  type PageParams,
} from './queries.ts';

/** Contract margins and results are in USDT (packages/shared/src/lever.ts). */
const LEVER_CURRENCY = 'USDT';

/** `BTC/USDT` -> base BTC, quote USDT; a symbol without a slash names neither. */
export function pairOf(symbol: string): { base: string; quote: string } {
  const [base = '', quote = ''] = symbol.split('/');
  return quote ? { base, quote } : { base: '', quote: '' };
}

/** A tab's server pages: the page asked for, and the table's pager once the total is known. */
function usePages() {
  const t = useT();
  const [params, setParams] = useState<PageParams>({ page: 1, limit: 10 });
  const pagination = (total = 0): TablePaginationConfig => ({
    current: params.page,
    pageSize: params.limit,
    total,
    showSizeChanger: true,
    size: 'small',
    showTotal: (n) => t('common.total', { count: n }),
    onChange: (page, limit) => setParams({ page: limit === params.limit ? page : 1, limit }),
  });
  return { params, pagination };
}

const mono = (v: string) => <span className="console-mono">{v}</span>;

export function LedgerTab({ userId }: { userId: number }) {
  const t = useT();
  const { params, pagination } = usePages();
  const entries = useQuery(userLedgerQuery(userId, params));
  return (
    <Table<AdminLedgerEntry>
      size="small"
      rowKey="entry_id"
      loading={entries.isFetching}
      dataSource={entries.data?.data ?? []}
      pagination={pagination(entries.data?.total)}
      locale={{ emptyText: entries.isError ? entries.error.message : t('history.empty') }}
      columns={[
        { title: t('users.time'), dataIndex: 'created_at', render: formatTime, width: 200 },
        { title: t('history.reason'), dataIndex: 'reason', render: (r: string) => <Tag>{r}</Tag> },
        {
          title: t('field.account'),
          dataIndex: 'account',
          render: (_, e) => <AccountName account={e.account} />,
        },
        { title: t('history.bucket'), dataIndex: 'bucket' },
        {
          title: t('field.amount'),
          key: 'amount',
          align: 'right',
          render: (_, e) => <Amount value={e.amount} currency={e.currency} signed />,
        },
        { title: t('users.journal'), dataIndex: 'journal_id', render: mono, align: 'right' },
      ]}
    />
  );
}

export function OrdersTab({ userId }: { userId: number }) {
  const t = useT();
  const { params, pagination } = usePages();
  const orders = useQuery(userOrdersQuery(userId, params));
  return (
    <Table<AdminUserOrder>
      size="small"
      rowKey="id"
      loading={orders.isFetching}
      dataSource={orders.data?.data ?? []}
      pagination={pagination(orders.data?.total)}
      locale={{ emptyText: orders.isError ? orders.error.message : t('users.noOrders') }}
      columns={[
        { title: t('users.time'), dataIndex: 'created_at', render: formatTime, width: 200 },
        { title: t('field.id'), dataIndex: 'id', render: mono },
        { title: t('users.symbol'), dataIndex: 'symbol' },
        { title: t('users.side'), dataIndex: 'side', render: (s: string) => <SideTag side={s} /> },
        {
          title: t('users.orderType'),
          dataIndex: 'type',
          render: (type: string) => t(type === 'market' ? 'users.typeMarket' : 'users.typeLimit'),
        },
        {
          title: t('users.price'),
          key: 'price',
          align: 'right',
          render: (_, o) =>
            o.price === null ? (
              <Typography.Text type="secondary">{t('users.typeMarket')}</Typography.Text>
            ) : (
              <Amount value={o.price} currency={pairOf(o.symbol).quote} />
            ),
        },
        {
          title: t('users.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_, o) => <Amount value={o.quantity} currency={pairOf(o.symbol).base} />,
        },
        {
          title: t('users.filled'),
          key: 'filled',
          align: 'right',
          render: (_, o) => <Amount value={o.filled} currency={pairOf(o.symbol).base} />,
        },
        {
          title: t('field.status'),
          dataIndex: 'status',
          render: (s: string) => <StateTag state={s} />,
        },
      ]}
    />
  );
}

export function PositionsTab({ userId }: { userId: number }) {
  const t = useT();
  const positions = useQuery(userPositionsQuery(userId));
  return (
    <Table<AdminUserPosition>
      size="small"
      rowKey="id"
      loading={positions.isFetching}
      dataSource={positions.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: positions.isError ? positions.error.message : t('users.noPositions'),
      }}
      columns={[
        { title: t('users.time'), dataIndex: 'created_at', render: formatTime },
        { title: t('users.symbol'), dataIndex: 'symbol' },
        {
          title: t('users.side'),
          key: 'side',
          render: (_, p) => (
            <span>
              <SideTag side={p.side} />
              <Typography.Text type="secondary">{p.multiple}x</Typography.Text>
            </span>
          ),
        },
        { title: t('users.lots'), dataIndex: 'lots', align: 'right' },
        {
          title: t('users.margin'),
          key: 'margin',
          align: 'right',
          render: (_, p) => <Amount value={p.margin} currency={LEVER_CURRENCY} />,
        },
        {
          title: t('users.openPrice'),
          key: 'open',
          align: 'right',
          render: (_, p) => <Amount value={p.open_price} currency={pairOf(p.symbol).quote} />,
        },
        {
          title: t('users.closePrice'),
          key: 'close',
          align: 'right',
          render: (_, p) => <Amount value={p.close_price} currency={pairOf(p.symbol).quote} />,
        },
        {
          title: t('users.profit'),
          key: 'profit',
          align: 'right',
          render: (_, p) => <Amount value={p.profit} currency={LEVER_CURRENCY} signed />,
        },
        {
          title: t('field.status'),
          key: 'status',
          render: (_, p) => (
            <span>
              <StateTag state={p.status} />
              {p.close_reason && <Tag>{p.close_reason}</Tag>}
            </span>
          ),
        },
        { title: t('users.closedAt'), dataIndex: 'closed_at', render: formatTime },
      ]}
    />
  );
}
