/**
 * A position's verify view: every recorded index price (open, close, each overnight
 * charge) with its source and second, and each figure recomputed in the browser with the
 * shared formulas beside the server's, with a tick or a warning.
 */
import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LeverSide, formatNumber } from '@bourse/shared';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { secondTime } from '../../options/time.ts';
import { leverPositionQuery } from '../api.ts';
import { allMatch, verifyPosition, type LeverPositionDetail } from '../verify.ts';
import styles from './Lever.module.css';

export function PositionVerifySheet({
  id,
  onClose,
}: {
  id: number | undefined;
  onClose: () => void;
}) {
  return (
    <Popup visible={id !== undefined} onMaskClick={onClose} bodyClassName={styles.sheet}>
      {id !== undefined && <PositionVerify id={id} />}
    </Popup>
  );
}

export function PositionVerify({ id }: { id: number }) {
  const detail = useQuery(leverPositionQuery(id));
  if (detail.isPending) return <InlineLoading />;
  if (!detail.data)
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <VerifyBody d={detail.data} />;
}

const num = (key: string, v: string) =>
  v === ''
    ? '—'
    : key === 'openPrice' || key === 'closePrice'
      ? formatNumber(v, 'price')
      : formatNumber(v, 'amount');

function VerifyBody({ d }: { d: LeverPositionDetail }) {
  const { t } = useTranslation('lever');
  const p = d.position;
  const lines = verifyPosition(d);
  const ok = allMatch(lines);
  const stamps = [
    { key: 'open', stamp: p.open_index },
    { key: 'close', stamp: p.close_index },
    ...d.charges.filter((c) => c.index).map((c) => ({ key: `charge.${c.kind}`, stamp: c.index })),
  ].filter((s) => s.stamp);
  return (
    <div className={styles.sheetBody}>
      <h2 className={styles.sheetTitle}>{t('verify.title', { id: p.id })}</h2>
      <p className={styles.hint}>
        {p.symbol} · {t(p.type === LeverSide.long ? 'side.long' : 'side.short')} {p.multiple}x ·{' '}
        {t('verify.terms', {
          spread: d.inputs.spread_percent,
          size: d.inputs.contract_size,
          open: d.inputs.open_fee_percent,
          close: d.inputs.close_fee_percent,
          overnight: d.inputs.overnight_percent,
        })}
      </p>
      <table className={styles.table}>
        <caption>{t('verify.prices')}</caption>
        <thead>
          <tr>
            <th>{t('verify.what')}</th>
            <th>{t('verify.index')}</th>
            <th>{t('verify.second')}</th>
            <th>{t('verify.source')}</th>
          </tr>
        </thead>
        <tbody>
          {stamps.map((s, i) => (
            <tr key={`${s.key}:${i}`}>
              <td>{t(`verify.stamp.${s.key.replace('charge.', '')}`)}</td>
              <td>{formatNumber(s.stamp!.price, 'price')}</td>
              <td>{secondTime(s.stamp!.at)}</td>
              <td>{s.stamp!.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t('verify.figures')}</caption>
        <thead>
          <tr>
            <th />
            <th>{t('verify.server')}</th>
            <th>{t('verify.browser')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const [key, day] = l.key.split(':');
            return (
              <tr key={l.key} className={l.ok ? '' : styles.badRow}>
                <td>
                  {t(`verify.line.${key}`)}
                  {day ? ` ${day}` : ''}
                </td>
                <td>{num(key!, l.server)}</td>
                <td>{num(key!, l.browser)}</td>
                <td
                  aria-label={t(
                    l.capped ? 'verify.capped' : l.ok ? 'verify.same' : 'verify.differs',
                  )}
                >
                  {l.capped ? '≤' : l.ok ? '✓' : '✗'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {lines.some((l) => l.capped) && <p className={styles.hint}>{t('verify.cappedNote')}</p>}
      <p className={ok ? styles.verified : styles.mismatch} role="status">
        {t(ok ? 'verify.ok' : 'verify.mismatch')}
      </p>
      <p className={styles.hint}>{t('verify.how')}</p>
    </div>
  );
}
