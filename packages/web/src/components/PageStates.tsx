/** Loading and error views of a lazy page (spec 2: loading after 200 ms, error after 60 s). */
import { useEffect, useState } from 'react';
import { DotLoading, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, PAGE_LOAD_DELAY_MS } from '../app/lazyPage.tsx';
import { AlertIcon, StatusView } from './StatusView.tsx';

export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        paddingTop: '40vh',
        color: 'var(--text-2)',
      }}
      role="status"
    >
      <DotLoading color="currentColor" />
    </div>
  );
}

/**
 * The error view of a route: a page not loaded while offline says so (it was never opened
 * online, so the service worker has not kept it), a chunk that failed otherwise says how,
 * anything else is generic.
 */
export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError ? error : undefined;
  const offline = chunk !== undefined && !navigator.onLine;
  return (
    <div style={{ paddingTop: '25vh' }}>
      <StatusView
        role="alert"
        icon={<AlertIcon />}
        title={t(
          offline ? 'offline.pageTitle' : chunk ? `pageError.${chunk.kind}` : 'pageError.title',
        )}
        description={
          offline ? t('offline.pageText') : chunk ? chunk.address : t('pageError.description')
        }
      >
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      </StatusView>
    </div>
  );
}
