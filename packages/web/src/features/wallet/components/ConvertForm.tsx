/**
 * Convert one coin into another in the spot account (spec 7 `/user/getTransferList`,
 * `/user/getTransferFee`, `/user/Transfer`): the coin paid with its amount and "All",
 * the swap button, the coin received with the estimate, the live rate, fee and minimum.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber, formatPercentRate } from './convertFormat.ts';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { convertCoins } from '../api.ts';
import { amountProblem, cleanAmount, type AmountProblem } from '../amount.ts';
import { estimateReceive } from '../convert.ts';
import { conversionPairsQuery, conversionQuoteQuery } from '../queries.ts';
import { SwapIcon } from './icons.tsx';
import { SelectSheet } from './SelectSheet.tsx';
import forms from './Forms.module.css';
import styles from './ConvertForm.module.css';

export function ConvertForm() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(conversionPairsQuery());
  const coins = data?.currencies ?? [];
  const pairs = data?.pairs ?? [];
  const [fromId, setFromId] = useState<number>();
  const [toId, setToId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [sheet, setSheet] = useState<'from' | 'to' | null>(null);
  const [busy, setBusy] = useState(false);

  const byId = (id: number | undefined) => coins.find((c) => c.id === id);
  const targetsOf = (id: number | undefined) =>
    pairs.filter((p) => p.from_currency_id === id).map((p) => p.to_currency_id);
  const from = byId(fromId) ?? byId(pairs[0]?.from_currency_id);
  const targets = targetsOf(from?.id);
  const to = byId(toId !== undefined && targets.includes(toId) ? toId : targets[0]);
  const quote = useQuery({
    ...conversionQuoteQuery(from?.id ?? 0, to?.id ?? 0),
    enabled: !!from && !!to,
  });
  const receive = estimateReceive(amount, quote.data, to?.decimals ?? 8);

  const swap = () => {
    if (!from || !to || !targetsOf(to.id).includes(from.id)) return;
    setFromId(to.id);
    setToId(from.id);
    setAmount('');
    setProblem(null);
  };

  const submit = async () => {
    if (!from || !to) return;
    const found = amountProblem(amount, {
      available: from.available,
      decimals: from.decimals,
      min: quote.data?.min,
    });
    setProblem(found);
    if (found) return;
    const sure = await Dialog.confirm({
      content: t('convert.confirmText', {
        amount: `${amount} ${from.name}`,
        receive: `${formatNumber(receive)} ${to.name}`,
      }),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const done = await convertCoins({
        number: amount,
        from_currency_id: from.id,
        to_currency_id: to.id,
      });
      Toast.show({
        icon: 'success',
        content: t('convert.done', { receive: `${formatNumber(done.received)} ${to.name}` }),
      });
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: [QK.conversion] });
      await queryClient.invalidateQueries({ queryKey: [QK.walletList] });
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  if (!isPending && pairs.length === 0) return <p className={styles.empty}>{t('convert.none')}</p>;

  const coinButton = (coin: typeof from, side: 'from' | 'to') => (
    <button type="button" className={styles.coin} onClick={() => setSheet(side)}>
      {coin && <CoinIcon name={coin.name} logo={coin.logo} size={26} />}
      <b>{coin?.name ?? '—'}</b>
      <DownOutline className={forms.arrow} />
    </button>
  );

  return (
    <>
      <section className={styles.box}>
        <div className={styles.boxHead}>
          <span>{t('convert.from')}</span>
          <span>
            {t('form.available')} {formatNumber(from?.available ?? '0')} {from?.name}
          </span>
        </div>
        <div className={styles.boxRow}>
          {coinButton(from, 'from')}
          <input
            className={styles.input}
            inputMode="decimal"
            placeholder={quote.data ? `≥ ${formatNumber(quote.data.min)}` : '0'}
            value={amount}
            aria-label={t('form.amount')}
            onChange={(e) => {
              setAmount(cleanAmount(e.target.value, from?.decimals ?? 8));
              setProblem(null);
            }}
          />
          <button
            type="button"
            className={forms.all}
            onClick={() => setAmount(from && from.available !== '0' ? from.available : '')}
          >
            {t('form.all')}
          </button>
        </div>
        {problem && (
          <div className={styles.error} role="alert">
            {t(`amountProblem.${problem.key}`, problem)}
          </div>
        )}
      </section>
      <div className={styles.swapRow}>
        <button
          type="button"
          className={styles.swap}
          aria-label={t('transfer.swap')}
          onClick={swap}
        >
          <SwapIcon vertical />
        </button>
      </div>
      <section className={styles.box}>
        <div className={styles.boxHead}>
          <span>{t('convert.to')}</span>
        </div>
        <div className={styles.boxRow}>
          {coinButton(to, 'to')}
          <span className={styles.estimate}>{receive ? formatNumber(receive) : '0'}</span>
        </div>
      </section>

      <div className={forms.summary}>
        <div className={forms.summaryRow}>
          <span>{t('convert.rate')}</span>
          <b>
            {quote.data && from && to
              ? `1 ${from.name} ≈ ${formatNumber(quote.data.rate)} ${to.name}`
              : '—'}
          </b>
        </div>
        <div className={forms.summaryRow}>
          <span>{t('convert.fee')}</span>
          <b>{quote.data ? formatPercentRate(quote.data.fee_rate) : '—'}</b>
        </div>
      </div>
      <Button
        block
        color="primary"
        size="large"
        loading={busy}
        disabled={!from || !to}
        onClick={() => void submit()}
      >
        {t('convert.submit')}
      </Button>

      <SelectSheet
        visible={sheet !== null}
        title={t(sheet === 'to' ? 'convert.to' : 'convert.from')}
        options={(sheet === 'to' ? targets.map((id) => byId(id)!) : coins)
          .filter((c) => c && (sheet === 'to' || targetsOf(c.id).length > 0))
          .map((c) => ({
            value: c.id,
            label: c.name,
            icon: <CoinIcon name={c.name} logo={c.logo} size={26} />,
            extra: formatNumber(c.available),
          }))}
        value={sheet === 'to' ? to?.id : from?.id}
        onSelect={(v) => {
          if (sheet === 'to') setToId(v);
          else setFromId(v);
          setAmount('');
          setProblem(null);
        }}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
