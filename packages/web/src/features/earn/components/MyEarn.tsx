/**
 * The hub's header card, "My earn": signed out, a sign-in prompt; signed in, one compact
 * block per product the user has anything in (holding, income to come, income paid, per
 * coin, with the product's own words) and its next event counting down.
 */
import { Button } from 'antd-mobile';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EarnProductSummary, EarnSummary } from '@bourse/shared';
import { LOGIN_PATH, navigateTo, requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { EARN_ROUTES, HUB_PATH } from '../links.ts';
import { activeProducts, openPositions } from '../model.ts';
import { useNow } from '../useNow.ts';
import { CoinAmounts } from './CoinAmounts.tsx';
import { ProductIcon } from './ProductIcon.tsx';
import { useSpan } from './When.tsx';
import styles from './Earn.module.css';

export const openOrders = (path: string) => {
  if (requireLogin(path)) navigateTo(path);
};

function Position({ item, now }: { item: EarnProductSummary; now: number }) {
  const { t } = useTranslation('earn');
  const span = useSpan();
  const name = t(`product.${item.product}`);
  const figures = (['holding', 'pending', 'paid'] as const).map((field) => (
    <div key={field}>
      <dt>{t(`label.${item.product}.${field}`)}</dt>
      <dd>
        <CoinAmounts amounts={item[field]} />
      </dd>
    </div>
  ));
  return (
    <section className={styles.position} aria-label={name}>
      <div className={styles.positionHead}>
        <ProductIcon product={item.product} size={24} />
        <span>{name}</span>
        {item.open > 0 && (
          <span className={styles.running}>{t('mine.running', { count: item.open })}</span>
        )}
        <button
          type="button"
          className={styles.link}
          onClick={() => openOrders(EARN_ROUTES[item.product].orders)}
        >
          {t('mine.orders')}
        </button>
      </div>
      <dl className={styles.figures}>{figures}</dl>
      {item.next && (
        <div className={styles.nextLine}>
          <span>{t('mine.next')}</span>
          <b>
            {t(`event.${item.next.kind}`, { defaultValue: item.next.title })}
            {item.next.amount && (
              <span className={styles.gain}>
                {' +'}
                <Num value={item.next.amount.amount} kind="amount" /> {item.next.amount.currency}
              </span>
            )}
          </b>
          <span className={styles.countdown}>{span(item.next.at, now)}</span>
        </div>
      )}
    </section>
  );
}

function Positions({ summary }: { summary: EarnSummary }) {
  const { t } = useTranslation('earn');
  const now = useNow();
  const products = activeProducts(summary);
  if (products.length === 0)
    return (
      <div className={styles.prompt}>
        <p className={styles.promptEmpty}>{t('mine.empty')}</p>
        <p>{t('mine.emptyHint')}</p>
      </div>
    );
  return (
    <>
      {products.map((p) => (
        <Position key={p.product} item={p} now={now} />
      ))}
    </>
  );
}

export function MyEarn({
  signedIn,
  summary,
}: {
  signedIn: boolean;
  summary: UseQueryResult<EarnSummary>;
}) {
  const { t } = useTranslation('earn');
  const running = summary.data ? openPositions(summary.data) : 0;
  return (
    <section className={styles.hero} aria-label={t('mine.title')}>
      <div className={styles.heroHead}>
        <h2>{t('mine.title')}</h2>
        {signedIn && running > 0 && (
          <span className={styles.running}>{t('mine.running', { count: running })}</span>
        )}
      </div>
      {!signedIn ? (
        <div className={styles.prompt}>
          <p>{t('mine.signedOut')}</p>
          <Button
            color="primary"
            size="small"
            onClick={() => navigateTo(LOGIN_PATH, { redirect: HUB_PATH })}
          >
            {t('mine.signIn')}
          </Button>
        </div>
      ) : summary.isPending ? (
        <InlineLoading />
      ) : summary.isError ? (
        <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Positions summary={summary.data} />
      )}
    </section>
  );
}
