/**
 * The bid sheet (docs/nft.md "Auctions"): the user names the increment over the current
 * price, at least one step (quick chips: 1x, 2x, 5x the step), and sees the bid it makes,
 * computed exactly. The first bid on an auction freezes its margin in the spot account;
 * the sheet says so, with the figure, before anything is sent.
 */
import { useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, type NftBox } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { NFT_KEYS, placeBid } from '../api.ts';
import { useSpotAvailable } from '../hooks.ts';
import {
  STEP_MULTIPLES,
  amountProblem,
  bidAfter,
  covers,
  readDecimal,
  stepTimes,
} from '../math.ts';
import styles from './Artwork.module.css';
import base from './Nft.module.css';

const amount = (v: string) => formatNumber(v, 'amount');

export function BidSheet({
  box,
  visible,
  firstBid,
  onClose,
}: {
  box: NftBox;
  visible: boolean;
  /** No bid of the caller's on this auction yet: this one freezes the margin. */
  firstBid: boolean;
  onClose: () => void;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={base.sheet} destroyOnClose>
      <BidForm box={box} firstBid={firstBid} onClose={onClose} />
    </Popup>
  );
}

function BidForm({
  box,
  firstBid,
  onClose,
}: {
  box: NftBox;
  firstBid: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const [typed, setTyped] = useState(box.per_increase);
  const [busy, setBusy] = useState(false);
  const decimals = box.currency_decimals;
  const available = useSpotAvailable(box.currency_id);
  const coin = box.currency_name;
  const problem = amountProblem(typed, { decimals, min: box.per_increase });
  const total = problem ? '' : bidAfter(box.price, typed);
  const shortOfMargin = firstBid && available !== undefined && !covers(available, box.margin);

  const submit = async () => {
    if (problem || shortOfMargin) return;
    setBusy(true);
    try {
      const message = await placeBid(box.code, readDecimal(typed));
      Toast.show({ content: message, icon: 'success' });
      onClose();
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
      await Promise.all(
        [NFT_KEYS.box, NFT_KEYS.bids, NFT_KEYS.myBids].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      );
    }
  };

  return (
    <>
      <h2 className={base.sheetTitle}>{t('bid.title')}</h2>
      <div className={base.kv}>
        <div className={base.row}>
          <span>{t('bid.current')}</span>
          <span>
            <Num value={box.price} kind="amount" /> {coin}
          </span>
        </div>
        <div className={base.row}>
          <span>{t('auction.step')}</span>
          <span>
            <Num value={box.per_increase} kind="amount" /> {coin}
          </span>
        </div>
        <label className={styles.input}>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            aria-label={t('bid.increment')}
            placeholder={t('bid.incrementPlaceholder', { step: amount(box.per_increase), coin })}
            onChange={(e) => setTyped(e.target.value)}
          />
          <span>{coin}</span>
        </label>
        <div className={base.chips} style={{ padding: 0 }}>
          {STEP_MULTIPLES.map((n) => {
            const value = stepTimes(box.per_increase, n);
            return (
              <button
                key={n}
                type="button"
                className={readDecimal(typed) === value ? base.chipOn : base.chip}
                onClick={() => setTyped(value)}
              >
                {t('bid.times', { n })} (+{value})
              </button>
            );
          })}
        </div>
        {typed !== '' && problem && (
          <p className={base.problem} role="alert">
            {t(`bid.problem.${problem}`, { step: amount(box.per_increase), coin, decimals })}
          </p>
        )}
        <div className={styles.total}>
          <span>{t('bid.yourBid')}</span>
          <strong>
            {total ? <Num value={total} kind="amount" /> : '--'} {coin}
          </strong>
        </div>
        {available !== undefined && (
          <div className={base.row}>
            <span>{t('bid.available')}</span>
            <span>
              <Num value={available} kind="amount" /> {coin}
            </span>
          </div>
        )}
        <p className={base.note}>
          {firstBid
            ? t('bid.marginFirst', { margin: amount(box.margin), coin })
            : t('bid.marginHeld', { margin: amount(box.margin), coin })}
        </p>
        {shortOfMargin && (
          <p className={base.problem} role="alert">
            {t('bid.shortOfMargin', { coin })}
          </p>
        )}
      </div>
      <div className={base.sheetButtons}>
        <Button fill="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="primary"
          disabled={!!problem || shortOfMargin}
          loading={busy}
          onClick={() => void submit()}
        >
          {t('bid.confirm')}
        </Button>
      </div>
    </>
  );
}
