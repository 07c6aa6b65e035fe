/**
 * Where the artwork's sale stands, by state (model.ts `artworkState`): the price and its
 * window for a fixed sale; the current price, step, margin, bids and the (extendable) end
 * of an auction; a series' box price and boxes left; or a plain label when it is over.
 */
import { useTranslation } from 'react-i18next';
import { NftBuyStatus, NftPayType, dec, formatDate, type NftBox } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { isSeries, type ArtworkState } from '../model.ts';
import { statePriceKey } from './ArtworkCard.tsx';
import { Countdown } from './Countdown.tsx';
import styles from './Artwork.module.css';
import base from './Nft.module.css';

const OVER: Partial<Record<ArtworkState, string>> = {
  soldOut: base.pillOff,
  sold: base.pillOff,
  ended: base.pillOff,
  awaitingPayment: base.pillWarn,
  won: base.pillOn,
  notForSale: base.pillOff,
};

function Timer({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  if (box.buy_status === NftBuyStatus.notStarted) {
    return (
      <div className={styles.timer}>
        <span>{t('sale.startsIn')}</span>
        <Countdown toTs={box.start_ts} serverNowTs={box.now_ts} />
      </div>
    );
  }
  if (box.buy_status !== NftBuyStatus.buyable || !box.end_ts) return null;
  return (
    <div className={styles.timer}>
      <span>{t(box.pay_type === NftPayType.auction ? 'sale.auctionEndsIn' : 'sale.endsIn')}</span>
      <Countdown toTs={box.end_ts} serverNowTs={box.now_ts} />
    </div>
  );
}

function Figures({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  const coin = box.currency_name;
  if (box.pay_type === NftPayType.auction) {
    return (
      <div className={styles.figures}>
        <span>
          {t('auction.step')}
          <b>
            <Num value={box.per_increase} kind="amount" /> {coin}
          </b>
        </span>
        <span>
          {t('auction.margin')}
          <b>
            <Num value={box.margin} kind="amount" /> {coin}
          </b>
        </span>
        <span>
          {t('auction.bidsLabel')}
          <b>{box.bids}</b>
        </span>
      </div>
    );
  }
  if (isSeries(box) && box.supply !== null && box.remaining !== null) {
    return (
      <div className={styles.figures}>
        <span>
          {t('series.remaining')}
          <b>
            {box.remaining} / {box.supply}
          </b>
        </span>
        <span>
          {t('series.sold')}
          <b>{box.supply - box.remaining}</b>
        </span>
        <span>
          {t('sale.ends')}
          <b>{formatDate(box.end_ts)}</b>
        </span>
      </div>
    );
  }
  return (
    <div className={styles.figures}>
      <span>
        {t('sale.starts')}
        <b>{formatDate(box.start_ts)}</b>
      </span>
      <span>
        {t('sale.ends')}
        <b>{formatDate(box.end_ts)}</b>
      </span>
      <span>
        {t('detail.royalty')}
        <b>{box.royalty_percent}%</b>
      </span>
    </div>
  );
}

/** The share of a series' boxes sold, for its bar (display only). */
const soldWidth = (box: NftBox) =>
  box.supply && box.remaining !== null
    ? `${dec(box.supply - box.remaining)
        .div(box.supply)
        .times(100)
        .toNumber()}%`
    : '0%';

export function SalePanel({ box, state }: { box: NftBox; state: ArtworkState }) {
  const { t } = useTranslation('nft');
  if (state === 'openBox') {
    return (
      <div className={styles.sale}>
        <div className={styles.stateLabel}>
          <span className={base.pillWarn}>{t('mine.unopened')}</span>
        </div>
        <p className={base.hint} style={{ marginTop: 8 }}>
          {t('openBox.explain')}
        </p>
      </div>
    );
  }
  if (state === 'resell') {
    return (
      <div className={styles.sale}>
        <div className={styles.stateLabel}>
          <span className={base.pillOn}>{t('detail.yours')}</span>
        </div>
        <p className={base.hint} style={{ marginTop: 8 }}>
          {t('resell.explain')}
        </p>
      </div>
    );
  }
  const over = OVER[state];
  return (
    <div className={styles.sale}>
      <div className={styles.saleHead}>
        <span>{t(statePriceKey(box, state))}</span>
        {over ? (
          <span className={over}>{t(`state.${state}`)}</span>
        ) : box.leading ? (
          <span className={base.pillOn}>{t('auction.youLead')}</span>
        ) : state === 'ownListing' ? (
          <span className={base.pillWarn}>{t('state.ownListing')}</span>
        ) : null}
      </div>
      <div className={styles.bigPrice}>
        <Num value={box.price} kind="amount" />
        <small>{box.currency_name}</small>
      </div>
      {over && <p className={base.hint}>{t(`stateText.${state}`)}</p>}
      {box.listing_id !== null && <Figures box={box} />}
      {isSeries(box) && (
        <div className={styles.progress} aria-hidden>
          <i style={{ width: soldWidth(box) }} />
        </div>
      )}
      {!over && <Timer box={box} />}
      {box.series_code && (
        <p className={base.hint} style={{ marginTop: 10 }}>
          <button
            type="button"
            className={base.link}
            onClick={() => navigateTo('/pages/nft/series', { code: box.series_code ?? '' })}
          >
            {t('series.oddsLink')}
          </button>
        </p>
      )}
    </div>
  );
}
