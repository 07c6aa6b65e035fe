/**
 * "Upcoming": the next events across every earn product, soonest first as the server
 * sends them (credits, maturities, allocations, releases), each with its product's icon,
 * its title, when (date and time, and how long from now) and what it brings when known.
 * A tap opens that product's orders.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, type EarnEvent } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { EARN_ROUTES } from '../links.ts';
import { useNow } from '../useNow.ts';
import { openOrders } from './MyEarn.tsx';
import { ProductIcon } from './ProductIcon.tsx';
import { useSpan } from './When.tsx';
import styles from './Earn.module.css';

export function Upcoming({ events }: { events: EarnEvent[] }) {
  const { t } = useTranslation('earn');
  const now = useNow(30_000);
  const span = useSpan();
  return (
    <section className={styles.block} aria-label={t('upcoming.title')}>
      <div className={styles.blockHead}>
        <div className={styles.blockTitle}>
          <h3>{t('upcoming.title')}</h3>
        </div>
      </div>
      {events.length === 0 ? (
        <p className={styles.quiet}>{t('upcoming.empty')}</p>
      ) : (
        <div className={styles.rows}>
          {events.map((e) => (
            <button
              key={`${e.product}-${e.kind}-${e.id}`}
              type="button"
              className={styles.rowBtn}
              onClick={() => openOrders(EARN_ROUTES[e.product].orders)}
            >
              <ProductIcon product={e.product} size={34} />
              <div className={styles.rowMain}>
                <strong>{e.title}</strong>
                <span>
                  {t(`event.${e.kind}`, { defaultValue: t(`product.${e.product}`) })} ·{' '}
                  {span(e.at, now)}
                </span>
              </div>
              <div className={styles.rowSide}>
                {e.amount && (
                  <strong className={styles.gain}>
                    +<Num value={e.amount.amount} kind="amount" />
                    <span className={styles.coin}>{e.amount.currency}</span>
                  </strong>
                )}
                <span>{formatDate(e.at, true)}</span>
              </div>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
