/**
 * The artwork page's bottom bar: the price it asks and the one thing the caller can do
 * (buy, bid, buy a box, open their box, resell), or the state when there is nothing to do.
 * Buying and bidding go through the login gate.
 */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NftBox } from '@bourse/shared';
import { navigateTo, requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { useSession } from '../../../store/session.ts';
import { bidLogQuery, boxQuery, openBlindBox, refreshMine } from '../api.ts';
import type { ArtworkState } from '../model.ts';
import { statePriceKey } from './ArtworkCard.tsx';
import { BidSheet } from './BidSheet.tsx';
import { OpenBoxReveal, type RevealState } from './OpenBoxReveal.tsx';
import styles from './Artwork.module.css';

const ACTIONS: Partial<Record<ArtworkState, string>> = {
  buy: 'action.buy',
  bid: 'action.bid',
  buyBox: 'action.buyBox',
  openBox: 'action.openBox',
  resell: 'action.resell',
  won: 'action.pay',
};

export function ActionBar({
  box,
  id,
  state,
  here,
}: {
  box: NftBox;
  id: number;
  state: ArtworkState;
  here: string;
}) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const signedIn = !!useSession((s) => s.token);
  const [bidding, setBidding] = useState(false);
  const [reveal, setReveal] = useState<RevealState>();
  const bids = useQuery({ ...bidLogQuery(box.code, false), enabled: state === 'bid' && signedIn });
  const firstBid = !(bids.data ?? []).some((b) => b.mine);

  const open = async () => {
    setReveal({ phase: 'opening', box });
    try {
      const drawn = await openBlindBox(box.code);
      client.setQueryData(boxQuery(id).queryKey, drawn);
      setReveal({ phase: 'drawn', drawn });
    } catch (error) {
      setReveal(undefined);
      Toast.show({ content: (error as Error).message });
    } finally {
      void refreshMine(client);
    }
  };

  const act = () => {
    if (!requireLogin(here)) return;
    if (state === 'buy') navigateTo('/pages/nft/purchase', { id: box.id });
    else if (state === 'buyBox') navigateTo('/pages/nft/purchase_one', { id: box.id });
    else if (state === 'bid') setBidding(true);
    else if (state === 'openBox') void open();
    else if (state === 'resell') navigateTo('/pages/nft/resell', { code: box.code, id: box.id });
    else if (state === 'won') navigateTo('/pages/nft/myNft', { tab: 'messages' });
  };

  const action = ACTIONS[state];
  const showPrice = state !== 'openBox' && state !== 'resell';
  return (
    <>
      <div className={styles.bar}>
        {showPrice && (
          <div className={styles.barPrice}>
            {t(statePriceKey(box, state))}
            <b>
              <Num value={box.price} kind="amount" /> {box.currency_name}
            </b>
          </div>
        )}
        <Button
          className={showPrice ? styles.barButton : styles.barButtonWide}
          color={action ? 'primary' : 'default'}
          disabled={!action}
          onClick={act}
        >
          {t(action ?? `state.${state}`)}
        </Button>
      </div>
      {state === 'bid' && (
        <BidSheet
          box={box}
          visible={bidding}
          firstBid={firstBid}
          onClose={() => setBidding(false)}
        />
      )}
      {reveal && <OpenBoxReveal state={reveal} onClose={() => setReveal(undefined)} />}
    </>
  );
}
