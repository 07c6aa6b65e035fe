/** The small marks of an artwork: its sale mode, its rarity, its media and where its sale stands. */
import { useTranslation } from 'react-i18next';
import { SoundOutline, VideoOutline } from 'antd-mobile-icons';
import {
  NftBuyStatus,
  NftListingStatus,
  NftMediaType,
  type NftBox,
  type NftMediaType as MediaType,
  type NftPayType,
  type NftRarity,
} from '@bourse/shared';
import { Countdown } from './Countdown.tsx';
import styles from './Nft.module.css';

const RARITY_CLASS: Record<NftRarity, string | undefined> = {
  N: styles.rarityN,
  R: styles.rarityR,
  SR: styles.raritySR,
};

export function RarityBadge({ rarity }: { rarity: NftRarity | '' }) {
  const { t } = useTranslation('nft');
  if (!rarity) return null;
  return (
    <span className={RARITY_CLASS[rarity]} title={t(`rarity.${rarity}`)}>
      {rarity}
    </span>
  );
}

export function SaleTag({ payType }: { payType: NftPayType }) {
  const { t } = useTranslation('nft');
  return <span className={styles.saleTag}>{t(`payType.${payType}`)}</span>;
}

/** Audio and video carry a mark on their picture (the picture is their cover). */
export function MediaTag({ type }: { type: MediaType }) {
  const { t } = useTranslation('nft');
  if (type !== NftMediaType.audio && type !== NftMediaType.video) return null;
  return (
    <span className={styles.mediaTag} aria-label={t(`media.${type}`)}>
      {type === NftMediaType.audio ? <SoundOutline /> : <VideoOutline />}
    </span>
  );
}

/** On a card's picture: starts in (counting down), live, or how it ended. */
export function StatusTag({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  if (box.buy_status === NftBuyStatus.notStarted) {
    return (
      <span className={styles.statusSoon}>
        {t('status.startsIn')} <Countdown toTs={box.start_ts} serverNowTs={box.now_ts} />
      </span>
    );
  }
  if (box.buy_status === NftBuyStatus.buyable && box.status === 1) {
    return <span className={styles.statusLive}>{t('status.live')}</span>;
  }
  return <span className={styles.statusTag}>{t(`status.${endedKey(box)}`)}</span>;
}

/** Why a sale is over: sold, sold out (a series), awaiting the winner's payment, or ended. */
export function endedKey(box: NftBox): 'sold' | 'soldOut' | 'awaitingPayment' | 'ended' {
  if (box.listing_status === NftListingStatus.sold) return 'sold';
  if (box.listing_status === NftListingStatus.awaitingPayment) return 'awaitingPayment';
  if (box.remaining === 0) return 'soldOut';
  return 'ended';
}
