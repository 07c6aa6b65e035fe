/**
 * Customer service (support): the open conversations, unclaimed first, each with its last
 * message and the user's unread count; a conversation opens in a drawer where the operator
 * claims it, replies, marks it read or closes it.
 */
import { useState } from 'react';
import { Badge, Button, Segmented, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatQueueItem } from '@bourse/shared';
import { api } from '../../api.ts';
import { formatTime } from '../../components/format.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { useOperator } from '../../operator.ts';
import { Conversation } from './chat/Conversation.tsx';
import { MessagePreview } from './chat/MessagePreview.tsx';
import { HolderTag } from './desks/Holder.tsx';
import { UserIdLink } from './desks/UserIdLink.tsx';

const CHAT_QUEUE_KEY = ['chat-queue'];

type View = 'all' | 'unclaimed' | 'mine';
const VIEWS: { value: View; label: MessageKey }[] = [
  { value: 'all', label: 'status.all' },
  { value: 'unclaimed', label: 'chat.unclaimed' },
  { value: 'mine', label: 'chat.mine' },
];

export default function Chat() {
  const t = useT();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('all');
  const [openId, setOpenId] = useState<number | null>(null);

  const queue = useQuery({
    queryKey: CHAT_QUEUE_KEY,
    queryFn: () => api.get<ChatQueueItem[]>('/admin/chat/queue'),
    refetchInterval: 10_000,
  });
  const all = queue.data ?? [];
  // The server answers every open conversation at once; the views only narrow it here.
  const rows = all.filter((c) =>
    view === 'unclaimed'
      ? c.claimed_by === null
      : view === 'mine'
        ? c.claimed_by?.id === operator.id
        : true,
  );
  const current = all.find((c) => c.id === openId) ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CHAT_QUEUE_KEY });

  return (
    <>
      <div className="console-toolbar">
        <Segmented
          value={view}
          onChange={(v) => setView(v as View)}
          options={VIEWS.map((v) => ({ value: v.value, label: t(v.label) }))}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<ChatQueueItem>
        rowKey="id"
        size="middle"
        loading={queue.isFetching}
        dataSource={rows}
        locale={queue.isError ? { emptyText: queue.error.message } : undefined}
        onRow={(row) => ({ onDoubleClick: () => setOpenId(row.id) })}
        pagination={{ showTotal: (total) => t('common.total', { count: total }) }}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 80 },
          { title: t('field.user'), key: 'user', render: (_, c) => <UserIdLink id={c.user_id} /> },
          {
            title: t('chat.lastMessage'),
            key: 'last',
            ellipsis: true,
            render: (_, c) =>
              c.last_message ? (
                <MessagePreview message={c.last_message} />
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: t('chat.lastAt'),
            key: 'lastAt',
            render: (_, c) => formatTime(c.last_message?.created_at ?? c.created_at),
          },
          {
            title: t('chat.unread'),
            dataIndex: 'unread',
            align: 'center',
            render: (n: number) => (n > 0 ? <Badge count={n} /> : <Tag variant="filled">0</Tag>),
          },
          {
            title: t('queue.holder'),
            key: 'holder',
            render: (_, c) => <HolderTag holder={c.claimed_by} />,
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, c) => (
              <Button size="small" onClick={() => setOpenId(c.id)}>
                {t('queue.open')}
              </Button>
            ),
          },
        ]}
      />
      <Conversation conversation={current} onClose={() => setOpenId(null)} onChanged={refresh} />
    </>
  );
}
