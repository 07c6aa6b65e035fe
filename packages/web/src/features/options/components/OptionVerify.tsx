/**
 * The verify view of a settled option: the two recorded index prices with their source
 * and second, and the outcome, payout and profit recomputed here with the shared
 * formulas beside the server's figures, with a tick when they agree.
 */
import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OptionDirection, formatNumber, type OptionResult } from '@bourse/shared';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { optionResultQuery } from '../api.ts';
import { verifyOption } from '../math.ts';
import { secondTime } from '../time.ts';
import styles from './Options.module.css';

export function OptionVerifySheet({
  id,
  onClose,
}: {
  id: number | undefined;
  onClose: () => void;
}) {
  return (
    <Popup visible={id !== undefined} onMaskClick={onClose} bodyClassName={styles.sheet}>
      {id !== undefined && <OptionVerify id={id} />}
    </Popup>
  );
}

export function OptionVerify({ id }: { id: number }) {
  const { t } = useTranslation('options');
  const result = useQuery(optionResultQuery(id));
  if (result.isPending) return <InlineLoading />;
  if (!result.data)
    return <LoadFailed error={result.error} onRetry={() => void result.refetch()} />;
  return <VerifyBody r={result.data} title={t('verify.title', { id })} />;
}

function VerifyBody({ r, title }: { r: OptionResult; title: string }) {
  const { t } = useTranslation('options');
  const check = verifyOption(r);
  const up = r.type === OptionDirection.up;
  return (
    <div className={styles.verifyBody}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <p className={styles.note}>
        {r.symbol} · {t(up ? 'form.up' : 'form.down')} · {t('form.seconds', { s: r.seconds })} ·{' '}
        {formatNumber(r.stake, 'amount')} USDT · {formatNumber(r.profit_ratio, 'percent')}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('verify.tick')}</th>
            <th>{t('verify.price')}</th>
            <th>{t('verify.second')}</th>
            <th>{t('verify.source')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('verify.open')}</td>
            <td>{formatNumber(r.open_price, 'price')}</td>
            <td>{secondTime(r.open_at)}</td>
            <td>{r.open_source}</td>
          </tr>
          <tr>
            <td>{t('verify.close')}</td>
            <td>{r.close_price === null ? '—' : formatNumber(r.close_price, 'price')}</td>
            <td>{secondTime(r.close_at)}</td>
            <td>{r.close_source ?? '—'}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.note}>{t('verify.rule', { expiry: secondTime(r.expires_at) })}</p>
      {!check ? (
        <p className={styles.note}>{t('verify.running')}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th />
                <th>{t('verify.server')}</th>
                <th>{t('verify.browser')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('verify.outcome')}</td>
                <td>{r.outcome ? t(`outcome.${r.outcome}`) : '—'}</td>
                <td>{t(`outcome.${check.outcome}`)}</td>
              </tr>
              <tr>
                <td>{t('verify.payout')}</td>
                <td>{formatNumber(r.payout, 'amount')}</td>
                <td>{formatNumber(check.payout, 'amount')}</td>
              </tr>
              <tr>
                <td>{t('verify.profit')}</td>
                <td>{formatNumber(r.fact_profits, 'amount', { sign: true })}</td>
                <td>{formatNumber(check.factProfits, 'amount', { sign: true })}</td>
              </tr>
            </tbody>
          </table>
          <p className={check.ok ? styles.verified : styles.mismatch} role="status">
            {t(check.ok ? 'verify.ok' : 'verify.mismatch')}
          </p>
        </>
      )}
    </div>
  );
}
