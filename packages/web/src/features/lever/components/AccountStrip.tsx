/**
 * The lever account at a glance (cross margin): balance, equity, used margin and risk
 * rate against the maintenance level, live at this pair's index; and the way in: a
 * transfer from another account.
 */
import { useTranslation } from 'react-i18next';
import { dec, formatNumber, type Exact, type LeverAccountView } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import styles from './Lever.module.css';

export interface LiveRisk {
  equity: Exact;
  usedMargin: Exact;
  riskRate: Exact | null;
}

export function AccountStrip({
  account,
  live,
}: {
  account: LeverAccountView | undefined;
  live: LiveRisk | undefined;
}) {
  const { t } = useTranslation('lever');
  const money = (v: Exact | string | undefined) =>
    v === undefined ? '—' : formatNumber(v.toString(), 'amount', { decimals: 2, trim: false });
  const riskRate = live?.riskRate ?? null;
  const danger =
    account &&
    riskRate !== null &&
    riskRate.lte(dec(account.maintenance_percent).mul(2).toString());
  return (
    <section className={styles.account} aria-label={t('account.title')}>
      <div className={styles.accountHead}>
        <span>{t('account.title')}</span>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigateTo('/pages/fund/fundTransfer')}
        >
          {t('account.transfer')}
        </button>
      </div>
      <dl className={styles.accountGrid}>
        <div>
          <dt>{t('account.balance')}</dt>
          <dd>{money(account?.balance)}</dd>
        </div>
        <div>
          <dt>{t('account.equity')}</dt>
          <dd>{money(live?.equity ?? account?.equity)}</dd>
        </div>
        <div>
          <dt>{t('account.used')}</dt>
          <dd>{money(live?.usedMargin ?? account?.used_margin)}</dd>
        </div>
        <div>
          <dt>{t('account.risk')}</dt>
          <dd className={danger ? 'down' : ''} data-testid="risk-rate">
            {riskRate === null ? '—' : formatNumber(riskRate.toString(), 'percent')}
          </dd>
        </div>
      </dl>
      {account && (
        <p className={styles.hint}>
          {t('account.maintenance', {
            level: formatNumber(account.maintenance_percent, 'percent', { trim: true }),
          })}
        </p>
      )}
    </section>
  );
}
