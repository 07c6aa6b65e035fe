/**
 * One listing of the grid: the picture with its sale mode, media and state marks, the name,
 * the artist, and the price the sale asks now (the fixed price, the current bid, or a box's
 * price) in its coin, as the server wrote it.
 */
import { useTranslation } from 'react-i18next';
import { NftPayType, type NftBox } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { Avatar } from './Avatar.tsx';
import { MediaTag, SaleTag, StatusTag } from './Badges.tsx';
import styles from './Nft.module.css';

/** The label of the price a box shows: its price, the bid to beat, the opening bid, a box's. */
export function priceLabelKey(box: Pick<NftBox, 'pay_type' | 'bids'>): string {
  if (box.pay_type === NftPayType.auction) return box.bids > 0 ? 'price.current' : 'price.start';
  if (box.pay_type === NftPayType.blindBox) return 'price.box';
  return 'price.fixed';
}

/** The same on an artwork's page, where a sale that went through shows its final price. */
export function statePriceKey(box: Pick<NftBox, 'pay_type' | 'bids'>, state: string): string {
  return state === 'sold' || state === 'awaitingPayment' || state === 'won'
    ? 'price.final'
    : priceLabelKey(box);
}

export function ArtworkCard({ box, onOpen }: { box: NftBox; onOpen: () => void }) {
  const { t } = useTranslation('nft');
  return (
    <button type="button" className={styles.card} onClick={onOpen} aria-label={box.name}>
      <div className={styles.thumb}>
        {box.image && <img src={box.image} alt="" loading="lazy" />}
        <SaleTag payType={box.pay_type} />
        <MediaTag type={box.type} />
        <StatusTag box={box} />
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardName}>{box.name}</div>
        <div className={styles.artist}>
          <Avatar src={box.author_avatar} name={box.author_name} />
          <span>{box.author_name}</span>
        </div>
        <div className={styles.priceRow}>
          <span>{t(priceLabelKey(box))}</span>
          <span className={styles.price}>
            <Num value={box.price} kind="amount" />
            <small>{box.currency_name}</small>
          </span>
        </div>
      </div>
    </button>
  );
}
