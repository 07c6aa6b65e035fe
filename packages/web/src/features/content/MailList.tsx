/**
 * The signed-in user's messages (GET /mailMessage/getList), endless scroll ending in
 * "no more data". Opening one fetches its body (which marks it read) into a sheet.
 */
import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InfiniteScroll, Popup } from 'antd-mobile';
import { MailOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate, relativeTime, type MailDetail, type MailItem } from '@bourse/shared';
import { LOGIN_PATH, navigateTo } from '../../app/nav.ts';
import { QK } from '../../api/keys.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { useSession } from '../../store/session.ts';
import { fetchMailDetail, mailInfiniteQuery } from './queries.ts';
import { RichText } from './RichText.tsx';
import styles from './MailList.module.css';

export function MailList() {
  const { t } = useTranslation('content');
  const signedIn = useSession((s) => s.token !== null);
  const lang = useSession((s) => s.lang);
  const client = useQueryClient();
  const mail = useInfiniteQuery(mailInfiniteQuery(signedIn));
  const [open, setOpen] = useState<MailDetail>();
  const detail = useMutation({
    mutationFn: fetchMailDetail,
    onSuccess: (d) => {
      setOpen(d);
      void client.invalidateQueries({ queryKey: [QK.mailList] });
    },
  });

  if (!signedIn)
    return (
      <EmptyState tall title={t('mail.signIn')}>
        <Button color="primary" size="small" onClick={() => navigateTo(LOGIN_PATH)}>
          {t('mail.signInButton')}
        </Button>
      </EmptyState>
    );
  if (mail.isPending) return <InlineLoading tall />;
  if (mail.isError)
    return <LoadFailed tall error={mail.error} onRetry={() => void mail.refetch()} />;
  const items = mail.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState tall title={t('mail.empty')} />;

  return (
    <>
      <ul className={styles.list}>
        {items.map((m) => (
          <MailRow
            key={m.id}
            item={m}
            when={relativeTime(m.created_at, Date.now(), lang)}
            onOpen={() => detail.mutate(m.id)}
          />
        ))}
      </ul>
      <InfiniteScroll
        loadMore={async () => void (await mail.fetchNextPage({ throwOnError: true }))}
        hasMore={mail.hasNextPage}
      >
        {mail.hasNextPage ? (
          <InlineLoading />
        ) : (
          <span className={styles.end}>{t('common:states.noMore')}</span>
        )}
      </InfiniteScroll>
      <Popup
        visible={!!open}
        onMaskClick={() => setOpen(undefined)}
        bodyClassName={styles.sheet}
        showCloseButton
        onClose={() => setOpen(undefined)}
      >
        {open && (
          <>
            <h2 className={styles.sheetTitle}>{open.title}</h2>
            <time className={styles.sheetTime}>{formatDate(open.created_at, true)}</time>
            <div className={styles.sheetBody}>
              <RichText html={open.content} />
            </div>
          </>
        )}
      </Popup>
    </>
  );
}

function MailRow({ item, when, onOpen }: { item: MailItem; when: string; onOpen: () => void }) {
  const { t } = useTranslation('content');
  return (
    <li>
      <button type="button" className={styles.row} onClick={onOpen}>
        <span className={item.is_read ? styles.iconRead : styles.icon} aria-hidden="true">
          {item.is_broadcast ? <SoundOutline /> : <MailOutline />}
        </span>
        <span className={styles.text}>
          <span className={styles.top}>
            <span className={item.is_read ? styles.titleRead : styles.title}>{item.title}</span>
            <time className={styles.time}>{when}</time>
          </span>
          <span className={styles.summary}>{item.abstract}</span>
          <span className={styles.tags}>
            {item.is_broadcast && <span className={styles.tag}>{t('mail.system')}</span>}
            {!item.is_read && <span className={styles.unread}>{t('mail.unread')}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}
