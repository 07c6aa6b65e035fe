/**
 * The contract screen below the header: the index now, the account strip, the form with
 * its preview, and the positions. Reads `/lever/deal` (terms, account) and the pair's open
 * positions; the index moves live by `daymarket` (the ticker's `index_price`).
 */
import { useSearchParams } from '../../../app/routing.tsx';
import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type TickerItem } from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { useSession } from '../../../store/session.ts';
import { leverDealQuery, leverTradesQuery, refreshLever, replyText, submitLever } from '../api.ts';
import { liveAccount, riskPositionOf } from '../preview.ts';
import { useLeverForm } from '../useLeverForm.ts';
import { AccountStrip } from './AccountStrip.tsx';
import { LeverForm } from './LeverForm.tsx';
import { PositionTabs } from './PositionTabs.tsx';
import styles from './Lever.module.css';

export function ContractPanel({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('lever');
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const pair = { currency_id: ticker.currency_id, legal_id: ticker.legal_id };
  const deal = useQuery({ ...leverDealQuery(pair), enabled: !!token });
  const open = useInfiniteQuery({
    ...leverTradesQuery({ status: 1, pair }),
    enabled: !!token,
  });
  const positions = useMemo(
    () => open.data?.pages.flatMap((p) => p.message.data) ?? [],
    [open.data],
  );
  const index = ticker.index_price;
  const [search] = useSearchParams();
  const form = useLeverForm(
    deal.data,
    ticker.tick_size,
    index,
    positions,
    search.get('multiple') === 'max',
  );

  const live = useMemo(() => {
    const d = deal.data;
    if (!d || !form.terms) return undefined;
    const terms = form.terms;
    return liveAccount(
      d.account,
      positions.filter((p) => p.price).map((p) => riskPositionOf(p, terms, d.index.price)),
      index,
    );
  }, [deal.data, form.terms, positions, index]);

  const submit = useMutation({
    mutationFn: submitLever,
    onSuccess: (reply) => {
      Toast.show({ content: replyText(reply) ?? t('form.opened') });
      form.reset();
    },
    onSettled: () => refreshLever(client),
  });

  const send = () => {
    if (!requireLogin()) return;
    if (!form.validate() || form.multiple === undefined) return;
    submit.mutate({
      ...pair,
      side: form.side,
      lots: form.lots.trim(),
      multiple: form.multiple,
      limitPrice: form.kind === 'limit' ? form.limitPrice.trim() : undefined,
    });
  };

  return (
    <>
      <div className={styles.indexLine}>
        <strong data-testid="index-price">
          <Num value={index} kind="price" decimals={ticker.price_decimals} />
        </strong>
        <span>{t('page.index')}</span>
        {deal.data && (
          <span className={styles.quotes}>
            {t('page.askBid', {
              ask: deal.data.ask,
              bid: deal.data.bid,
            })}
          </span>
        )}
      </div>
      {token && <AccountStrip account={deal.data?.account} live={live} />}
      <LeverForm
        form={form}
        ticker={ticker}
        signedIn={!!token}
        pending={submit.isPending}
        onSubmit={send}
      />
      {token && (
        <PositionTabs
          ticker={ticker}
          terms={form.terms}
          index={index}
          accountRisk={live?.riskRate}
        />
      )}
    </>
  );
}
