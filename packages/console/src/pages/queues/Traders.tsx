/**
 * Copy-trading trader applications awaiting compliance: who applies, under which nickname,
 * with which introduction and profit share, and how many positions they have closed;
 * approve, or reject with the reason the applicant reads.
 *
 * The server answers the whole queue at once (at most 200, pending first) keyed by the
 * applicant's user id, which is also the item's id for the generic desk claims
 * (`/admin/claims/traders/:user_id`), so this screen pages on the client.
 */
import { useState } from 'react';
import { Button, Descriptions, Drawer, Segmented, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeskQueue, TraderStatus, type TraderDeskItem } from '@bourse/shared';
import { api } from '../../api.ts';
import { Decision } from '../../components/Decision.tsx';
import { formatTime } from '../../components/format.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { UserLink } from '../../components/UserLink.tsx';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { HolderControl, HolderTag, holderOfClaim, useHeldByMe } from './desks/Holder.tsx';

const STATUSES: { value: string; label: MessageKey }[] = [
  { value: TraderStatus.pending, label: 'status.pending' },
  { value: TraderStatus.approved, label: 'status.approved' },
  { value: TraderStatus.rejected, label: 'status.rejected' },
  { value: '', label: 'status.all' },
];

export default function Traders() {
  const t = useT();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>(TraderStatus.pending);
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useQuery({
    queryKey: ['traders', status],
    queryFn: () => api.get<TraderDeskItem[]>('/admin/follow/traders', { status }),
    refetchInterval: 15_000,
  });
  const rows = list.data ?? [];
  const current = rows.find((r) => r.user_id === openId) ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['traders'] });

  return (
    <>
      <div className="console-toolbar">
        <Segmented
          value={status}
          onChange={(v) => setStatus(String(v))}
          options={STATUSES.map((s) => ({ value: s.value, label: t(s.label) }))}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<TraderDeskItem>
        rowKey="user_id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        onRow={(row) => ({ onDoubleClick: () => setOpenId(row.user_id) })}
        pagination={{ showTotal: (total) => t('common.total', { count: total }) }}
        columns={[
          {
            title: t('field.user'),
            key: 'user',
            render: (_, r) => <UserLink id={r.user_id} account={r.account} />,
          },
          {
            title: t('traders.nickname'),
            dataIndex: 'nickname',
            render: (n: string) => <Typography.Text strong>{n}</Typography.Text>,
          },
          {
            title: t('traders.profitShare'),
            dataIndex: 'profit_share_percent',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          { title: t('traders.closedPositions'), dataIndex: 'closed_positions', align: 'right' },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (s: string) => <StatusTag status={s} />,
          },
          { title: t('traders.appliedAt'), dataIndex: 'applied_at', render: formatTime },
          {
            title: t('queue.holder'),
            key: 'claim',
            render: (_, r) => <HolderTag holder={holderOfClaim(r.claim)} />,
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, r) => (
              <Button size="small" onClick={() => setOpenId(r.user_id)}>
                {t('queue.open')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={current !== null}
        size={640}
        title={current ? t('traders.title', { name: current.nickname }) : ''}
        onClose={() => setOpenId(null)}
        destroyOnHidden
        extra={
          current?.status === TraderStatus.pending ? (
            <HolderControl
              holder={holderOfClaim(current.claim)}
              claimPath={`/admin/claims/${DeskQueue.traders}/${current.user_id}`}
              releasePath={`/admin/claims/${DeskQueue.traders}/${current.user_id}/release`}
              onChanged={refresh}
            />
          ) : null
        }
        footer={
          current?.status === TraderStatus.pending ? (
            <TraderDecision
              trader={current}
              done={() => {
                setOpenId(null);
                refresh();
              }}
            />
          ) : null
        }
      >
        {current && <TraderDetail trader={current} />}
      </Drawer>
    </>
  );
}

/** The decisions, once the operator holds the application. */
function TraderDecision({ trader, done }: { trader: TraderDeskItem; done: () => void }) {
  const t = useT();
  const mine = useHeldByMe(holderOfClaim(trader.claim));
  if (!mine) return <Typography.Text type="secondary">{t('queue.claimFirst')}</Typography.Text>;
  return (
    <Decision
      approvePath={`/admin/follow/traders/${trader.user_id}/approve`}
      rejectPath={`/admin/follow/traders/${trader.user_id}/reject`}
      done={done}
    />
  );
}

function TraderDetail({ trader: r }: { trader: TraderDeskItem }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('field.user')}>
          <UserLink id={r.user_id} account={r.account} />
        </Descriptions.Item>
        <Descriptions.Item label={t('traders.nickname')}>{r.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('traders.profitShare')}>
          <Tag color="blue">{r.profit_share_percent}%</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('traders.closedPositions')}>
          {r.closed_positions}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <StatusTag status={r.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('traders.appliedAt')}>
          {formatTime(r.applied_at)}
        </Descriptions.Item>
        {r.decided_at && (
          <Descriptions.Item label={t('field.decidedAt')}>
            {formatTime(r.decided_at)}
          </Descriptions.Item>
        )}
        {r.reason && <Descriptions.Item label={t('field.reason')}>{r.reason}</Descriptions.Item>}
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('traders.introduction')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {r.introduction || t('common.none')}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
