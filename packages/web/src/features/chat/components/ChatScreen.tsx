/**
 * The customer service chat (spec kefu/index, kf/kf): the offline notice outside the
 * support hours, the thread (earlier pages load on scroll-up, the scroll position kept), and
 * the input bar. Live messages and receipts arrive through the user's realtime room.
 */
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANG_LOCALES, parseLang } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar.tsx';
import {
  addMessage,
  applyRead,
  conversationQuery,
  historyQuery,
  markRead,
  sendMessage,
} from '../api.ts';
import { clockTime, dayLabel, startsDay, thread, unreadFromSupport } from '../model.ts';
import { useChatLive } from '../useChatLive.ts';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import styles from './Chat.module.css';

/** Within this many pixels of the top, the next older page loads. */
const TOP_MARGIN_PX = 48;

export function ChatScreen() {
  const { t, i18n } = useTranslation('chat');
  const locale = LANG_LOCALES[parseLang(i18n.language)];
  const client = useQueryClient();
  const conversation = useQuery(conversationQuery());
  const history = useInfiniteQuery({ ...historyQuery(), enabled: conversation.isSuccess });
  useChatLive();

  const messages = thread(history.data?.pages);
  const view = conversation.data;
  const list = useRef<HTMLDivElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  const firstId = messages[0]?.id;
  const anchor = useRef<{ firstId: number | undefined; fromBottom: number } | null>(null);

  // New newest message: follow it. Older page prepended: keep what the user was reading.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (anchor.current && anchor.current.firstId !== firstId) {
      el.scrollTop = el.scrollHeight - anchor.current.fromBottom;
      anchor.current = null;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [lastId, firstId]);

  // What support wrote is read once it is on the screen.
  const unread = view ? unreadFromSupport(messages, view.user_read_id) : undefined;
  useEffect(() => {
    if (unread === undefined) return;
    markRead(unread).then(
      (event) => applyRead(client, event),
      () => {},
    );
  }, [unread, client]);

  const loadEarlier = () => {
    const el = list.current;
    if (!el || !history.hasNextPage || history.isFetchingNextPage) return;
    anchor.current = { firstId, fromBottom: el.scrollHeight - el.scrollTop };
    void history.fetchNextPage();
  };

  const send = async (fields: { text: string; image?: string }) => {
    addMessage(client, await sendMessage(fields));
  };

  if (conversation.isError || history.isError) {
    return (
      <div className={styles.page}>
        <NavBar title={t('title')} />
        <div className={styles.center}>
          <p>{t('loadFailed')}</p>
          <Button
            size="small"
            onClick={() => {
              void conversation.refetch();
              void history.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <NavBar
        title={
          <span className={styles.title}>
            {t('title')}
            {view && (
              <span className={view.support.online ? styles.online : styles.offline}>
                {view.support.online ? t('online') : t('offlineShort')}
              </span>
            )}
          </span>
        }
      />
      {view && !view.support.online && (
        <div className={styles.banner} role="status">
          <ClockCircleOutline />
          <span>
            {t('offline', {
              hours: view.support.hours,
              time: `${dayLabel(view.support.reply_from, locale)} ${clockTime(view.support.reply_from, locale)}`,
            })}
          </span>
        </div>
      )}
      <div
        ref={list}
        className={styles.list}
        role="log"
        aria-label={t('title')}
        onScroll={(e) => e.currentTarget.scrollTop < TOP_MARGIN_PX && loadEarlier()}
      >
        {history.hasNextPage && (
          <button type="button" className={styles.earlier} onClick={loadEarlier}>
            {history.isFetchingNextPage ? <DotLoading color="currentColor" /> : t('earlier')}
          </button>
        )}
        {!history.data && (
          <div className={styles.center}>
            <DotLoading color="currentColor" />
          </div>
        )}
        {messages.map((m, i) => (
          <Fragment key={m.id}>
            {startsDay(messages, i) && (
              <div className={styles.day}>{dayLabel(m.created_at, locale)}</div>
            )}
            <MessageBubble
              message={m}
              locale={locale}
              read={!!view && m.id <= view.operator_read_id}
            />
          </Fragment>
        ))}
      </div>
      <Composer onSend={send} />
    </div>
  );
}
