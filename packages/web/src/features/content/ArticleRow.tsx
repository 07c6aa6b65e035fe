/** One row of a news or announcement list: title, summary, relative time, cover. */
import type { ArticleItem } from '@bourse/shared';
import { relativeTime } from '@bourse/shared';
import { useSession } from '../../store/session.ts';
import styles from './ArticleRow.module.css';

export function ArticleRow({
  item,
  onOpen,
  unread = false,
}: {
  item: ArticleItem;
  onOpen: () => void;
  unread?: boolean;
}) {
  const lang = useSession((s) => s.lang);
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      <div className={styles.text}>
        <span className={styles.title}>
          {unread && <span className={styles.dot} aria-hidden="true" />}
          {item.title}
        </span>
        {item.abstract && <span className={styles.summary}>{item.abstract}</span>}
        <time className={styles.time}>{relativeTime(item.published_at, Date.now(), lang)}</time>
      </div>
      {item.cover && <img className={styles.cover} src={item.cover} alt="" loading="lazy" />}
    </button>
  );
}
