/**
 * Every figure of a trader (issue 12: "each figure's definition is shown"): a tap on a
 * figure says how it is computed, the definitions are listed below, and the line under the
 * title says the figures are refreshed hourly and when they last were.
 */
import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatNumber, type TraderStatsView } from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { secondTime } from '../../options/time.ts';
import styles from './Follow.module.css';

type FigureKey =
  | 'totalPnl'
  | 'totalReturn'
  | 'accuracy'
  | 'profitable'
  | 'longWins'
  | 'shortWins'
  | 'yesterday'
  | 'openNow'
  | 'totalOrders'
  | 'followers';

const usdt = (v: string) => formatNumber(v, 'amount', { decimals: 2, sign: true, trim: false });

/** The figures in the page's order, each with its value as shown and its tone. */
export function figureRows(d: TraderStatsView): { key: FigureKey; value: string; tone: string }[] {
  return [
    { key: 'totalPnl', value: usdt(d.total_profits), tone: direction(d.total_profits) },
    {
      key: 'totalReturn',
      value: formatNumber(d.total_income_rate, 'percent', { sign: true }),
      tone: direction(d.total_income_rate),
    },
    { key: 'accuracy', value: formatNumber(d.correct_rate, 'percent'), tone: '' },
    { key: 'profitable', value: `${d.profitCount} / ${d.closed_count}`, tone: '' },
    { key: 'longWins', value: String(d.riseCount), tone: '' },
    { key: 'shortWins', value: String(d.fallCount), tone: '' },
    { key: 'yesterday', value: usdt(d.yesterday_profits), tone: direction(d.yesterday_profits) },
    { key: 'openNow', value: String(d.position_count), tone: '' },
    { key: 'totalOrders', value: String(d.total_count), tone: '' },
    { key: 'followers', value: String(d.follow_num), tone: '' },
  ];
}

export function TraderFigures({ data }: { data: TraderStatsView }) {
  const { t } = useTranslation('follow');
  const [open, setOpen] = useState(false);
  const rows = figureRows(data);
  const explain = (key: FigureKey) =>
    void Dialog.alert({
      title: t(`figures.${key}`),
      content: t(`define.${key}`),
      confirmText: t('actions.ok'),
    });
  return (
    <section className={styles.section}>
      <h3>
        {t('trader.figures')}
        <small>
          {data.computed_at
            ? t('trader.updated', { time: secondTime(data.computed_at) })
            : t('trader.notComputed')}
        </small>
      </h3>
      <div className={styles.figures}>
        {rows.map((r) => (
          <button
            key={r.key}
            type="button"
            className={styles.figure}
            onClick={() => explain(r.key)}
            aria-label={`${t(`figures.${r.key}`)}: ${r.value}`}
          >
            <span>
              {t(`figures.${r.key}`)}
              <InformationCircleOutline aria-hidden />
            </span>
            <b className={r.tone ? styles[r.tone] : ''}>{r.value}</b>
          </button>
        ))}
      </div>
      <p className={styles.hint} style={{ margin: '10px 0 0' }}>
        {t('trader.hourly')}{' '}
        <button
          type="button"
          className={styles.inlineLink}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('trader.hideDefinitions') : t('trader.showDefinitions')}
        </button>
      </p>
      {open && (
        <dl className={styles.definitions} style={{ marginTop: 10 }}>
          {rows.map((r) => (
            <div key={r.key}>
              <dt>{t(`figures.${r.key}`)}</dt>
              <dd>{t(`define.${r.key}`)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
