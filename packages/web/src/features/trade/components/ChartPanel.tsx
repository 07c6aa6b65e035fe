/** The chart page's chart: K-line (with its period) or depth, one at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KLINE_PERIODS, type KlinePeriod, type TickerItem } from '@bourse/shared';
import { lastPeriod, rememberPeriod } from '../pair.ts';
import { DepthChart } from './DepthChart.tsx';
import { KlineChart } from './KlineChart.tsx';
import styles from './ChartPanel.module.css';

type View = 'kline' | 'depth';

export function ChartPanel({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const [view, setView] = useState<View>('kline');
  const [period, setPeriod] = useState<KlinePeriod>(lastPeriod);

  return (
    <section className={styles.panel}>
      <div className={styles.views} role="tablist">
        {(['kline', 'depth'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            className={view === v ? styles.viewOn : styles.view}
            onClick={() => setView(v)}
          >
            {t(`chart.${v}`)}
          </button>
        ))}
      </div>
      {view === 'kline' && (
        <div className={styles.periods} role="tablist" aria-label={t('chart.period')}>
          {KLINE_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={period === p}
              className={period === p ? styles.periodOn : styles.period}
              onClick={() => {
                setPeriod(p);
                rememberPeriod(p);
              }}
            >
              {t(`period.${p}`)}
            </button>
          ))}
        </div>
      )}
      {view === 'kline' ? (
        <KlineChart ticker={ticker} period={period} />
      ) : (
        <DepthChart ticker={ticker} />
      )}
    </section>
  );
}
