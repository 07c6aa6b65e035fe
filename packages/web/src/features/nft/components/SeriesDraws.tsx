/**
 * A series' commitment and draws, and their check in the browser: once the seed is
 * revealed, "Verify all draws" hashes it against the commitment and recomputes every draw
 * (verify.ts), marking each row with a check or a cross, and sums it up.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate, type NftSeriesView } from '@bourse/shared';
import { designOf, verifySeries, type SeriesCheck } from '../verify.ts';
import { RarityBadge } from './Badges.tsx';
import styles from './Series.module.css';
import base from './Nft.module.css';

function Mark({ ok, label }: { ok: boolean; label: string }) {
  return ok ? (
    <CheckCircleFill className={base.up} aria-label={label} role="img" />
  ) : (
    <CloseCircleFill className={base.down} aria-label={label} role="img" />
  );
}

export function SeriesCommitment({ view }: { view: NftSeriesView }) {
  const { t } = useTranslation('nft');
  return (
    <div className={base.section}>
      <h3>{t('series.fairness')}</h3>
      <p className={base.hint}>{t('series.howItWorks')}</p>
      <div className={styles.hash}>
        <span>{t('series.seedHash')}</span>
        <code>{view.seed_hash}</code>
      </div>
      <div className={styles.hash}>
        <span>{t('series.seed')}</span>
        {view.seed ? (
          <code>{view.seed}</code>
        ) : (
          <em>{t('series.seedLater', { date: formatDate(view.end_ts, true) })}</em>
        )}
      </div>
    </div>
  );
}

export function SeriesDraws({ view }: { view: NftSeriesView }) {
  const { t } = useTranslation('nft');
  const [check, setCheck] = useState<SeriesCheck>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const verify = async () => {
    // Pure JavaScript hashing (shared nftSeedHash / nftDrawHmac): any origin, secure or not.
    setBusy(true);
    setFailure(undefined);
    try {
      setCheck(await verifySeries(view));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const byOrder = new Map(check?.draws.map((d) => [d.order_id, d]));
  return (
    <div className={base.section}>
      <h3>
        {t('series.draws')}
        <small>
          {t('series.drawCount', { count: view.draws.length })}
          {view.unopened > 0 && ` · ${t('series.unopened', { count: view.unopened })}`}
        </small>
      </h3>
      <Button
        block
        color="primary"
        fill={check ? 'outline' : 'solid'}
        disabled={!view.seed || view.draws.length === 0}
        loading={busy}
        onClick={() => void verify()}
      >
        {t('series.verifyAll')}
      </Button>
      {!view.seed && (
        <p className={base.hint} style={{ marginTop: 8 }}>
          {t('series.verifyLater')}
        </p>
      )}
      {failure && <p className={base.problem}>{failure}</p>}
      {check && (
        <div className={check.ok ? styles.summaryOk : styles.summaryBad} role="status">
          <Mark ok={check.ok} label={check.ok ? t('series.ok') : t('series.bad')} />
          <div>
            <strong>
              {check.ok ? t('series.allOk') : t('series.someBad', { count: check.failed })}
            </strong>
            <span>{check.seedOk ? t('series.seedOk') : t('series.seedBad')}</span>
          </div>
        </div>
      )}
      {view.draws.length === 0 ? (
        <p className={base.hint} style={{ marginTop: 12 }}>
          {t('series.noDraws')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {check && <th aria-label={t('series.result')} />}
                <th>{t('series.box')}</th>
                <th>{t('series.order')}</th>
                <th>{t('series.rarity')}</th>
                <th>{t('series.design')}</th>
                <th>{t('series.bucket')}</th>
              </tr>
            </thead>
            <tbody>
              {view.draws.map((d) => {
                const row = byOrder.get(d.order_id);
                return (
                  <tr key={d.order_id} data-order={d.order_id}>
                    {check && (
                      <td>
                        {row && (
                          <Mark ok={row.ok} label={row.ok ? t('series.ok') : t('series.bad')} />
                        )}
                      </td>
                    )}
                    <td className={base.mono}>{d.box_code}</td>
                    <td className={base.mono}>{d.order_id}</td>
                    <td>
                      <RarityBadge rarity={d.rarity} />
                    </td>
                    <td>{designOf(view, d.rarity, d.design)?.name ?? `#${d.design}`}</td>
                    <td className={base.mono}>{d.bucket}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
