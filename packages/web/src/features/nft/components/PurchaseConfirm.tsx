/**
 * The purchase confirmation (spec 2 "nft/purchase" and "nft/purchase_one", issue 13): what
 * is bought, its price, the caller's spot balance in the coin, and where the money goes
 * (the platform's fee, the creator's royalty, the seller's proceeds, computed with the
 * server's own `nftSplit`), then `buyNFT {code}` and the server's sentence.
 */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NftBox } from '@bourse/shared';
import { redirectTo } from '../../../app/nav.ts';
import { useSearchParams } from '../../../app/routing.tsx';
import { NavBar } from '../../../components/NavBar.tsx';
import { Num } from '../../../components/Numbers.tsx';
import { PageLoading } from '../../../components/PageStates.tsx';
import { LoadFailed } from '../../../components/StateViews.tsx';
import { boxQuery, buyNft, refreshMine } from '../api.ts';
import { useMyId, useSpotAvailable } from '../hooks.ts';
import { covers, saleSplit } from '../math.ts';
import { artworkState, isSeries, type ArtworkState } from '../model.ts';
import { ItemHeader } from './ItemHeader.tsx';
import styles from './Purchase.module.css';
import base from './Nft.module.css';

/** Why a purchase cannot go ahead, in the artwork page's words. */
const STATE_LABELS: ArtworkState[] = [
  'notStarted',
  'soldOut',
  'awaitingPayment',
  'sold',
  'ended',
  'ownListing',
];
const stateLabel = (state: ArtworkState) => (STATE_LABELS.includes(state) ? state : 'notForSale');

function Split({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  const split = saleSplit(box, box.currency_decimals);
  const coin = box.currency_name;
  return (
    <div className={base.section}>
      <h3>{t('purchase.where')}</h3>
      <div className={base.kv}>
        <div className={base.row}>
          <span>{t('purchase.fee', { percent: box.fee_percent })}</span>
          <span>
            <Num value={split.fee} kind="amount" /> {coin}
          </span>
        </div>
        {!isSeries(box) && (
          <div className={base.row}>
            <span>
              {split.sellerIsCreator
                ? t('purchase.noRoyalty')
                : t('purchase.royalty', { percent: box.royalty_percent })}
            </span>
            <span>
              <Num value={split.royalty} kind="amount" /> {coin}
            </span>
          </div>
        )}
        <div className={base.row}>
          <span>{t(isSeries(box) ? 'purchase.artistGets' : 'purchase.sellerGets')}</span>
          <span>
            <Num value={split.proceeds} kind="amount" /> {coin}
          </span>
        </div>
      </div>
      <p className={base.hint} style={{ marginTop: 10 }}>
        {t('purchase.splitNote')}
      </p>
    </div>
  );
}

function Terms({
  box,
  blindBox,
  available,
}: {
  box: NftBox;
  blindBox: boolean;
  available?: string;
}) {
  const { t } = useTranslation('nft');
  const coin = box.currency_name;
  const short = available !== undefined && !covers(available, box.price);
  return (
    <div className={base.section}>
      <div className={base.kv}>
        <div className={base.row}>
          <span>{t(blindBox ? 'price.box' : 'price.fixed')}</span>
          <span>
            <Num value={box.price} kind="amount" /> {coin}
          </span>
        </div>
        {blindBox && box.remaining !== null && box.supply !== null && (
          <div className={base.row}>
            <span>{t('series.remaining')}</span>
            <span>
              {box.remaining} / {box.supply}
            </span>
          </div>
        )}
        <div className={base.row}>
          <span>{t('purchase.quantity')}</span>
          <span>1</span>
        </div>
        <div className={base.row}>
          <span>{t('purchase.available')}</span>
          <span className={short ? base.down : undefined}>
            {available === undefined ? '—' : <Num value={available} kind="amount" />} {coin}
          </span>
        </div>
      </div>
      {short && (
        <p className={base.problem} style={{ marginTop: 10 }} role="alert">
          {t('purchase.short', { coin })}
        </p>
      )}
      {blindBox && (
        <p className={base.note} style={{ marginTop: 12 }}>
          {t('purchase.boxNote')}
        </p>
      )}
    </div>
  );
}

function Purchase({
  box,
  blindBox,
  refetch,
}: {
  box: NftBox;
  blindBox: boolean;
  refetch: () => void;
}) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const available = useSpotAvailable(box.currency_id);
  const me = useMyId();
  const [busy, setBusy] = useState(false);
  const state = artworkState(box, me);
  const buyable = state === (blindBox ? 'buyBox' : 'buy');
  const confirm = async () => {
    setBusy(true);
    try {
      const message = await buyNft(blindBox ? (box.series_code ?? box.code) : box.code);
      Toast.show({ content: message, icon: 'success' });
      await refreshMine(client);
      redirectTo('/pages/nft/myNft');
    } catch (error) {
      Toast.show({ content: (error as Error).message });
      refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ItemHeader item={box} />
      <Terms box={box} blindBox={blindBox} available={available} />
      <Split box={box} />
      <div className={styles.bar}>
        <div className={styles.total}>
          {t('purchase.total')}
          <b>
            <Num value={box.price} kind="amount" /> {box.currency_name}
          </b>
        </div>
        <Button
          color={buyable ? 'primary' : 'default'}
          className={styles.confirm}
          disabled={!buyable || !covers(available, box.price)}
          loading={busy}
          onClick={() => void confirm()}
        >
          {buyable ? t('purchase.confirm') : t(`state.${stateLabel(state)}`)}
        </Button>
      </div>
    </>
  );
}

export function PurchaseConfirm({ blindBox }: { blindBox: boolean }) {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const query = useQuery(boxQuery(id));
  return (
    <div className={`${base.page} ${base.withBar}`}>
      <NavBar title={t(blindBox ? 'purchase.titleBox' : 'purchase.title')} />
      {id === 0 || query.isError ? (
        <LoadFailed
          tall
          error={query.error}
          onRetry={id ? () => void query.refetch() : undefined}
        />
      ) : !query.data ? (
        <PageLoading />
      ) : (
        <Purchase box={query.data} blindBox={blindBox} refetch={() => void query.refetch()} />
      )}
    </div>
  );
}
