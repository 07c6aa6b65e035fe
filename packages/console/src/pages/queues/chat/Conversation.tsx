/**
 * One conversation in a drawer: its messages, oldest at the top, polled every 5 s while the
 * drawer is open (the console has no realtime channel of its own); the holder's reply box;
 * claim, mark read and close. Text is shown as text, never as markup.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, Empty, Image, Input, Space, Tag, Typography, theme } from 'antd';
import { CheckOutlined, CloseCircleOutlined, SendOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PAGE_MAX,
  CHAT_TEXT_MAX,
  ChatSender,
  type ChatHistoryPage,
  type ChatMessageItem,
  type ChatQueueItem,
} from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT } from '../../../i18n/index.ts';
import { HolderControl, useHeldByMe } from '../desks/Holder.tsx';
import { ReasonAction } from '../desks/ReasonAction.tsx';
import { SENDER_LABEL } from './MessagePreview.tsx';

const POLL_MS = 5_000;

export interface ConversationProps {
  conversation: ChatQueueItem | null;
  onClose: () => void;
  /** After a claim, a reply, a read mark or a close: the queue refetches. */
  onChanged: () => void;
}

export function Conversation({ conversation: c, onClose, onChanged }: ConversationProps) {
  const t = useT();
  return (
    <Drawer
      open={c !== null}
      size={720}
      title={c ? t('chat.title', { id: c.id, user: c.user_id }) : ''}
      onClose={onClose}
      destroyOnHidden
      extra={
        c && (
          <Space>
            <HolderControl
              holder={c.claimed_by}
              claimPath={`/admin/chat/${c.id}/claim`}
              onChanged={onChanged}
            />
            <ReasonAction
              path={`/admin/chat/${c.id}/close`}
              label="chat.close"
              icon={<CloseCircleOutlined />}
              danger
              fieldLabel="chat.closeNote"
              success="chat.closed"
              done={() => {
                onClose();
                onChanged();
              }}
            />
          </Space>
        )
      }
      footer={c && <ReplyBox conversation={c} onSent={onChanged} />}
    >
      {c && <Messages conversation={c} onChanged={onChanged} />}
    </Drawer>
  );
}

function useMessages(id: number) {
  return useInfiniteQuery({
    queryKey: ['chat-messages', id],
    queryFn: ({ pageParam }) =>
      api.get<ChatHistoryPage>(`/admin/chat/${id}/messages`, {
        before: pageParam,
        limit: CHAT_PAGE_MAX,
      }),
    // Pages come newest first; the next page is older than the oldest message held.
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages.at(-1)?.id : undefined),
    refetchInterval: POLL_MS,
  });
}

/** Every message held, oldest first, each once (pages may overlap while new ones arrive). */
function inOrder(pages: ChatHistoryPage[] | undefined): ChatMessageItem[] {
  const byId = new Map<number, ChatMessageItem>();
  for (const page of pages ?? []) for (const m of page.messages) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function Messages({
  conversation: c,
  onChanged,
}: {
  conversation: ChatQueueItem;
  onChanged: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const history = useMessages(c.id);
  const messages = inOrder(history.data?.pages);
  const newest = messages.at(-1)?.id;
  const bottom = useRef<HTMLDivElement>(null);
  const [marking, setMarking] = useState(false);

  // Follow the conversation as messages arrive (not when older ones are loaded above).
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  // Up to the newest message on screen, not "all": one that arrives meanwhile stays unread.
  const markRead = async () => {
    setMarking(true);
    try {
      await api.post(`/admin/chat/${c.id}/read`, newest ? { message_id: newest } : {});
      message.success(t('chat.markedRead'));
      onChanged();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setMarking(false);
    }
  };

  if (history.isError)
    return <Typography.Text type="danger">{history.error.message}</Typography.Text>;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        {history.hasNextPage ? (
          <Button
            size="small"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('chat.older')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="small"
          icon={<CheckOutlined />}
          disabled={c.unread === 0}
          loading={marking}
          onClick={() => void markRead()}
        >
          {t('chat.markRead', { count: c.unread })}
        </Button>
      </Space>
      {messages.length === 0 && !history.isPending ? (
        <Empty description={t('chat.empty')} />
      ) : (
        messages.map((m) => <Bubble key={m.id} message={m} />)
      )}
      <div ref={bottom} />
    </Space>
  );
}

function Bubble({ message: m }: { message: ChatMessageItem }) {
  const t = useT();
  const { token } = theme.useToken();
  if (m.sender === ChatSender.system) {
    return (
      <div style={{ textAlign: 'center' }} data-testid="chat-message">
        <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {m.text}
        </Typography.Text>
        {m.links.length > 0 && (
          <div>
            {m.links.map((l) => (
              <Tag key={l.url}>{l.label}</Tag>
            ))}
          </div>
        )}
      </div>
    );
  }
  const ours = m.sender === ChatSender.operator;
  return (
    <div
      data-testid="chat-message"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: ours ? 'flex-end' : 'flex-start',
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(SENDER_LABEL[m.sender])} · {formatTime(m.created_at)}
      </Typography.Text>
      <div
        style={{
          maxWidth: '80%',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          background: ours ? token.colorPrimaryBg : token.colorFillTertiary,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {m.text}
        {m.image && (
          <Image src={m.image} width={220} className="console-doc" alt={t('chat.image')} />
        )}
      </div>
    </div>
  );
}

/** The holder's reply: Enter sends, Shift+Enter starts a new line. */
function ReplyBox({
  conversation: c,
  onSent,
}: {
  conversation: ChatQueueItem;
  onSent: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mine = useHeldByMe(c.claimed_by);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  if (!mine) return <Typography.Text type="secondary">{t('chat.claimToReply')}</Typography.Text>;

  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    try {
      await api.post<ChatMessageItem>(`/admin/chat/${c.id}/reply`, { text: body });
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['chat-messages', c.id] });
      onSent();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (!e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        placeholder={t('chat.replyPlaceholder')}
        aria-label={t('chat.reply')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={CHAT_TEXT_MAX}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        loading={busy}
        disabled={!text.trim()}
        onClick={() => void send()}
        style={{ height: 'auto' }}
      >
        {t('chat.send')}
      </Button>
    </Space.Compact>
  );
}
