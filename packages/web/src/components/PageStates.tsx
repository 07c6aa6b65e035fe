/** Loading and error views of a lazy page (spec 2: loading after 200 ms, error after 60 s). */
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { DotLoading, ErrorBlock, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, PAGE_LOAD_DELAY_MS } from '../app/lazyPage.tsx';

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

export function PageError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError ? error : undefined;
  return (
    <div style={{ paddingTop: '25vh' }}>
      <ErrorBlock
        status="default"
        title={t(chunk ? `pageError.${chunk.kind}` : 'pageError.title')}
        description={chunk ? chunk.address : t('pageError.description')}
      >
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
