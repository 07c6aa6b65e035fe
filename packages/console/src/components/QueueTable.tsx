/**
 * One operator queue: a status filter (the pending queue first), a search where the server
 * offers one, server-side pages, and a detail drawer with the item's facts, who holds it and
 * the decisions. An operator claims an item before deciding it; the claim shows everyone
 * who holds it, and the server refuses another operator's decision while it is held.
 */
import { useState, type ReactNode } from 'react';
import {
  App,
  Button,
  Drawer,
  Input,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { LockOutlined, ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskClaim, Page } from '@bourse/shared';
import { api } from '../api.ts';
import { useT, type MessageKey } from '../i18n/index.ts';
import { useOperator } from '../operator.ts';
import { formatTime } from './format.ts';

export interface QueueRow {
  id: number;
  claim?: DeskClaim | null;
}

export interface StatusChoice {
  value: string;
  label: MessageKey;
}

export interface QueueProps<Row extends QueueRow> {
  /** The queue's name: its query key, and its name for claims (`/admin/claims/<queue>/:id`). */
  queue: string;
  /** The list endpoint, e.g. `/admin/deposits`. */
  path: string;
  statuses: StatusChoice[];
  columns: TableColumnsType<Row>;
  /** The status query parameter's name, when not `status`. */
  statusParam?: string;
  /** The server searches (`q`): by user account, id, ... */
  searchable?: boolean;
  /** Claims through the generic desk claims (`claim` on each row). */
  claimable?: boolean;
  /** Whether the item can still be decided. */
  open: (row: Row) => boolean;
  title: (row: Row) => ReactNode;
  detail: (row: Row) => ReactNode;
  /** The decisions, shown while `open(row)`; call `done()` after one succeeds. */
  actions?: (row: Row, done: () => void) => ReactNode;
  drawerWidth?: number;
}

export function QueueTable<Row extends QueueRow>(props: QueueProps<Row>) {
  const t = useT();
  const { message } = App.useApp();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(props.statuses[0]?.value ?? '');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [openId, setOpenId] = useState<number | null>(null);
  const [claiming, setClaiming] = useState(false);

  const list = useQuery({
    queryKey: [props.queue, status, q, page, limit],
    queryFn: () =>
      api.get<Page<Row>>(props.path, {
        [props.statusParam ?? 'status']: status,
        ...(props.searchable ? { q } : {}),
        page,
        limit,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const rows = list.data?.data ?? [];
  const current = rows.find((r) => r.id === openId) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [props.queue] });

  const claim = async (row: Row, release: boolean) => {
    setClaiming(true);
    try {
      await api.post(`/admin/claims/${props.queue}/${row.id}${release ? '/release' : ''}`);
      message.success(t(release ? 'queue.released' : 'queue.claimed'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setClaiming(false);
      await refresh();
    }
  };

  const heldByMe = (row: Row) => row.claim?.operator_id === operator.id;
  const mayDecide = (row: Row) => !props.claimable || heldByMe(row);

  const claimColumn: TableColumnsType<Row> = props.claimable
    ? [
        {
          title: t('queue.holder'),
          key: 'claim',
          render: (_: unknown, row: Row) =>
            row.claim ? (
              <Tag icon={<LockOutlined />} color={heldByMe(row) ? 'blue' : 'orange'}>
                {row.claim.operator_name}
              </Tag>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            ),
        },
      ]
    : [];

  return (
    <>
      <div className="console-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(String(v));
            setPage(1);
          }}
          options={props.statuses.map((s) => ({ value: s.value, label: t(s.label) }))}
        />
        {props.searchable && (
          <Input.Search
            allowClear
            placeholder={t('queue.searchPlaceholder')}
            style={{ width: 280 }}
            onSearch={(v) => {
              setQ(v.trim());
              setPage(1);
            }}
          />
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        columns={[
          ...props.columns,
          ...claimColumn,
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_: unknown, row: Row) => (
              <Button size="small" onClick={() => setOpenId(row.id)}>
                {t('queue.open')}
              </Button>
            ),
          },
        ]}
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
        locale={list.isError ? { emptyText: list.error.message } : undefined}
      />
      <Drawer
        open={current !== null}
        size={props.drawerWidth ?? 640}
        title={current ? props.title(current) : ''}
        onClose={() => setOpenId(null)}
        destroyOnHidden
        extra={
          current && props.claimable && props.open(current) ? (
            <ClaimControl
              row={current}
              mine={heldByMe(current)}
              busy={claiming}
              onClaim={(release) => void claim(current, release)}
            />
          ) : null
        }
        footer={
          current && props.open(current) && props.actions ? (
            mayDecide(current) ? (
              props.actions(current, () => {
                setOpenId(null);
                void refresh();
              })
            ) : (
              <Typography.Text type="secondary">{t('queue.claimFirst')}</Typography.Text>
            )
          ) : null
        }
      >
        {current && props.detail(current)}
      </Drawer>
    </>
  );
}

function ClaimControl<Row extends QueueRow>(props: {
  row: Row;
  mine: boolean;
  busy: boolean;
  onClaim: (release: boolean) => void;
}) {
  const t = useT();
  const { claim } = props.row;
  if (claim && !props.mine) {
    return (
      <Tag icon={<LockOutlined />} color="orange" data-testid="claim-holder">
        {t('queue.heldBy', { name: claim.operator_name, time: formatTime(claim.claimed_at) })}
      </Tag>
    );
  }
  return (
    <Space>
      {claim && (
        <Tag icon={<LockOutlined />} color="blue" data-testid="claim-holder">
          {t('queue.heldByYou')}
        </Tag>
      )}
      <Button
        type={claim ? 'default' : 'primary'}
        icon={claim ? <UnlockOutlined /> : <LockOutlined />}
        loading={props.busy}
        onClick={() => props.onClaim(Boolean(claim))}
      >
        {t(claim ? 'queue.release' : 'queue.claim')}
      </Button>
    </Space>
  );
}
