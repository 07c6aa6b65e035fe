/**
 * The messages hub: "Messages" (the user's mail, unread count from the server) and
 * "Announcements" (new since the last visit on this device), each tab with its badge.
 */
import { useCallback, useReducer, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Tabs, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewsCategory } from '@bourse/shared';
import { QK } from '../../api/keys.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { useSession } from '../../store/session.ts';
import { mailInfiniteQuery, newsInfiniteQuery, readAllMail } from './queries.ts';
import { unseenCount } from './seen.ts';
import { MailList } from './MailList.tsx';
import { AnnouncementList } from './AnnouncementList.tsx';
import styles from './MailHub.module.css';

export type HubTab = 'messages' | 'announcements';

const label = (text: string, count: number) => (
  <Badge
    content={count > 0 ? (count > 99 ? '99+' : String(count)) : null}
    style={{ '--right': '-10px', '--top': '2px' }}
  >
    <span>{text}</span>
  </Badge>
);

export function MailHub({ initialTab = 'messages' }: { initialTab?: HubTab }) {
  const { t } = useTranslation('content');
  const signedIn = useSession((s) => s.token !== null);
  const client = useQueryClient();
  const [tab, setTab] = useState<HubTab>(initialTab);
  // Announcement "seen" lives in localStorage; bump to recount after the list marks it.
  const [, recount] = useReducer((n: number) => n + 1, 0);
  const onSeen = useCallback(() => recount(), []);
  const mail = useInfiniteQuery(mailInfiniteQuery(signedIn));
  const news = useInfiniteQuery(newsInfiniteQuery(NewsCategory.announcement));
  const unread = signedIn ? (mail.data?.pages[0]?.unread ?? 0) : 0;
  const unseen = unseenCount(news.data?.pages[0]?.list ?? []);

  const readAll = useMutation({
    mutationFn: readAllMail,
    onSuccess: () => {
      Toast.show({ content: t('mail.allRead') });
      void client.invalidateQueries({ queryKey: [QK.mailList] });
    },
  });
  const right =
    tab === 'messages' && unread > 0 ? (
      <button
        type="button"
        className={styles.readAll}
        disabled={readAll.isPending}
        onClick={() => readAll.mutate()}
      >
        {t('mail.readAll')}
      </button>
    ) : null;

  return (
    <>
      <NavBar title={t('mail.hubTitle')} right={right} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as HubTab)} className={styles.tabs}>
        <Tabs.Tab key="messages" title={label(t('mail.tabMessages'), unread)} />
        <Tabs.Tab
          key="announcements"
          title={label(t('mail.tabAnnouncements'), tab === 'announcements' ? 0 : unseen)}
        />
      </Tabs>
      <div className={styles.body}>
        {tab === 'messages' ? <MailList /> : <AnnouncementList onSeen={onSeen} />}
      </div>
    </>
  );
}
