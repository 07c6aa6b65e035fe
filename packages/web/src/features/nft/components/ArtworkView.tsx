/**
 * An artwork's page (spec 2 "nft/artworkDetail", issue 13): its media, name, rarity, code,
 * creator and owner, the sale by state, an auction's bids live, the facts, and the bottom
 * bar with what the caller can do. `?id=` is a listing's or an artwork's id.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NftPayType } from '@bourse/shared';
import { hrefOf } from '../../../app/hashRouter.ts';
import { useLocation, useSearchParams } from '../../../app/routing.tsx';
import { NavBar } from '../../../components/NavBar.tsx';
import { PageLoading } from '../../../components/PageStates.tsx';
import { LoadFailed } from '../../../components/StateViews.tsx';
import { boxQuery, isLive } from '../api.ts';
import { useMyId } from '../hooks.ts';
import { artworkState, isUnopenedBox } from '../model.ts';
import { useArtworkLive } from '../useArtworkLive.ts';
import { ActionBar } from './ActionBar.tsx';
import { ArtworkFacts, People } from './ArtworkFacts.tsx';
import { RarityBadge } from './Badges.tsx';
import { BidList } from './BidList.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { MediaView } from './MediaView.tsx';
import { SalePanel } from './SalePanel.tsx';
import styles from './Artwork.module.css';
import base from './Nft.module.css';

export function ArtworkView() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const here = hrefOf(useLocation());
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const query = useQuery(boxQuery(id));
  const me = useMyId();
  const box = query.data;
  useArtworkLive(id, box?.code, isLive(box) && box?.pay_type === NftPayType.auction);

  if (id === 0 || query.isError) {
    return (
      <div className={base.page}>
        <NavBar title={t('detail.title')} />
        <LoadFailed
          tall
          error={query.error}
          onRetry={id ? () => void query.refetch() : undefined}
        />
      </div>
    );
  }
  if (!box) {
    return (
      <div className={base.page}>
        <NavBar title={t('detail.title')} />
        <PageLoading />
      </div>
    );
  }
  const state = artworkState(box, me);
  const unopened = isUnopenedBox(box);
  return (
    <div className={`${base.page} ${base.withBar}`}>
      <NavBar title={t('detail.title')} />
      <MediaView box={box} unopened={unopened} />
      <div className={styles.heading}>
        <div className={styles.titleLine}>
          <h1>{box.name}</h1>
          <FavouriteButton box={box} id={id} here={here} />
        </div>
        <div className={styles.subLine}>
          <RarityBadge rarity={box.rarity} />
          <span className={base.mono}>#{box.code}</span>
          <span className={base.pill}>{t(`payType.${box.pay_type}`)}</span>
          {box.resale && <span className={base.pill}>{t('detail.resale')}</span>}
        </div>
      </div>
      <People box={box} me={me} />
      <SalePanel box={box} state={state} />
      {box.pay_type === NftPayType.auction && box.listing_id !== null && <BidList box={box} />}
      <ArtworkFacts box={box} />
      <ActionBar box={box} id={id} state={state} here={here} />
    </div>
  );
}
