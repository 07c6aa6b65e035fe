/** Small in-page states for data blocks: loading, failed with retry, empty. */
import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './StateViews.module.css';

export function InlineLoading({ tall = false }: { tall?: boolean }) {
  return (
    <div className={tall ? styles.tall : styles.box} role="status">
      <DotLoading color="currentColor" />
    </div>
  );
}

export function LoadFailed({
  error,
  onRetry,
  tall = false,
}: {
  error?: unknown;
  onRetry?: () => void;
  tall?: boolean;
}) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('states.loadFailed');
  return (
    <div className={tall ? styles.tall : styles.box} role="alert">
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button size="small" fill="outline" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  tall = false,
}: {
  title?: ReactNode;
  children?: ReactNode;
  tall?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={tall ? styles.tall : styles.box}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect
          x="8"
          y="12"
          width="32"
          height="26"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{title ?? t('states.empty')}</p>
      {children}
    </div>
  );
}
