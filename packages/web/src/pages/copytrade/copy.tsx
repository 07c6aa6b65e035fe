/**
 * My copies (spec 2 "copytrade/copy", issue 12), behind the login gate: the copies open
 * now (hold myself, close) and the copy history: every copy opened, skipped (why, with its
 * figures), closed (net P/L and profit share) or taken over. `?tab=history` opens the
 * history.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { CopyHistory } from '../../features/follow/components/CopyHistory.tsx';
import { OpenCopies } from '../../features/follow/components/OpenCopies.tsx';
import { useOpenCopies } from '../../features/follow/useCopyPositions.ts';
import styles from '../../features/follow/components/Follow.module.css';

type Tab = 'open' | 'history';

function Copies() {
  const { t } = useTranslation('follow');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'history' ? 'history' : 'open');
  const { rows } = useOpenCopies();
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {(['open', 'history'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? styles.tabOn : styles.tab}
            onClick={() => setTab(k)}
          >
            {k === 'open' ? t('copies.openTab', { count: rows.length }) : t('copies.historyTab')}
          </button>
        ))}
      </div>
      {tab === 'open' ? <OpenCopies /> : <CopyHistory />}
    </>
  );
}

export default function MyCopiesPage() {
  const { t } = useTranslation('follow');
  return (
    <div className={styles.page}>
      <NavBar
        title={t('copies.title')}
        right={
          <span
            className={styles.link}
            role="link"
            onClick={() => navigateTo('/pages/copytrade/my')}
          >
            {t('list.myTraders')}
          </span>
        }
      />
      <AuthGate>
        <Copies />
      </AuthGate>
    </div>
  );
}
