/**
 * The top of the assets tab: total estimated value in USDT and in the user's fiat, the
 * eye toggle (remembered), and the quick actions (deposit, withdraw, transfer, convert, bills).
 */
import type { ReactNode } from 'react';
import {
  BillOutline,
  DownCircleOutline,
  EyeInvisibleOutline,
  EyeOutline,
  LoopOutline,
  UpCircleOutline,
} from 'antd-mobile-icons';
import { formatFiat, formatNumber } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { debounceClick, navigateTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { MASK } from '../model.ts';
import { useWalletPref } from '../prefs.ts';
import { SwapIcon } from './icons.tsx';
import styles from './AssetsOverview.module.css';

const go = debounceClick((path: string, query?: Record<string, string>) => navigateTo(path, query));

const ACTIONS: { key: string; icon: ReactNode; path: string; query?: Record<string, string> }[] = [
  {
    key: 'deposit',
    icon: <DownCircleOutline />,
    path: '/pages/fund/select',
    query: { type: 'recharge' },
  },
  {
    key: 'withdraw',
    icon: <UpCircleOutline />,
    path: '/pages/fund/select',
    query: { type: 'withdraw' },
  },
  { key: 'transfer', icon: <SwapIcon />, path: '/pages/fund/fundTransfer' },
  { key: 'convert', icon: <LoopOutline />, path: '/pages/fund/transfer' },
  { key: 'bills', icon: <BillOutline />, path: '/pages/setting/bill' },
];

export function AssetsOverview({ totalUsdt, loading }: { totalUsdt: string; loading: boolean }) {
  const { t } = useTranslation('wallet');
  const fiat = useSession((s) => s.fiat);
  const [hidden, setHidden] = useWalletPref('hideAmounts');
  return (
    <section className={styles.card}>
      <div className={styles.labelRow}>
        <span>{t('assets.totalValue')}</span>
        <button
          type="button"
          className={styles.eye}
          onClick={() => setHidden(!hidden)}
          aria-label={t(hidden ? 'assets.showAmounts' : 'assets.hideAmounts')}
          aria-pressed={hidden}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className={styles.total} aria-busy={loading}>
        <span className={styles.totalNumber}>
          {hidden ? MASK : loading ? '--' : formatNumber(totalUsdt, 'fiat')}
        </span>
        <span className={styles.unit}>USDT</span>
      </div>
      <div className={styles.fiat}>
        ≈ {hidden ? MASK : loading ? '--' : formatFiat(totalUsdt, fiat)}
        <span className={styles.fiatCode}>{fiat.currency_code}</span>
      </div>
      <nav className={styles.actions} aria-label={t('assets.actions')}>
        {ACTIONS.map((a) => (
          <button
            key={a.key}
            type="button"
            className={styles.action}
            onClick={() => go(a.path, a.query)}
          >
            <span className={styles.actionIcon}>{a.icon}</span>
            <span className={styles.actionLabel}>{t(`actions.${a.key}`)}</span>
          </button>
        ))}
      </nav>
    </section>
  );
}
