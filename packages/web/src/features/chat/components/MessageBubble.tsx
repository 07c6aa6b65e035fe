/**
 * One message: the user's on the right with its read ticks, support's on the left, Bourse's
 * own notices centred with their links. Text is rendered as a text node, never as markup.
 */
import { ImageViewer } from 'antd-mobile';
import type { ChatMessageItem } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { clockTime } from '../model.ts';
import styles from './Chat.module.css';

export function MessageBubble({
  message,
  read,
  locale,
}: {
  message: ChatMessageItem;
  /** For the user's own message: whether support has read it. */
  read: boolean;
  locale: string;
}) {
  const { t } = useTranslation('chat');
  const time = clockTime(message.created_at, locale);
  if (message.sender === 'system') {
    return (
      <div className={styles.notice} data-testid="chat-notice">
        <p className={styles.noticeText}>{message.text}</p>
        {message.links.map((link) => (
          <button
            key={link.url}
            type="button"
            className={styles.noticeLink}
            onClick={() => navigateTo(link.url)}
          >
            {link.label}
          </button>
        ))}
        <time className={styles.noticeTime}>{time}</time>
      </div>
    );
  }
  const mine = message.sender === 'user';
  return (
    <div className={mine ? styles.rowMine : styles.rowTheirs} data-testid="chat-message">
      {!mine && (
        <span className={styles.avatar} aria-hidden>
          {t('agentInitial')}
        </span>
      )}
      <div className={mine ? styles.bubbleMine : styles.bubbleTheirs}>
        {!mine && <span className={styles.author}>{t('support')}</span>}
        {message.image && (
          <button
            type="button"
            className={styles.imageButton}
            onClick={() => ImageViewer.show({ image: message.image })}
          >
            <img className={styles.image} src={message.image} alt={t('image')} />
          </button>
        )}
        {message.text && <p className={styles.text}>{message.text}</p>}
        <span className={styles.meta}>
          <time>{time}</time>
          {mine && (
            <span
              className={read ? styles.ticksRead : styles.ticks}
              role="img"
              aria-label={read ? t('read') : t('sent')}
            >
              {read ? '✓✓' : '✓'}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}
