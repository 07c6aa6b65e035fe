/**
 * My NFT profile (spec 2 "nft/mine", issue 13), behind the login gate: my artworks and my
 * favourites (`getArtistDetail` with my own id).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { userInfoQuery } from '../../features/account/queries.ts';
import { Profile } from '../../features/nft/components/Profile.tsx';
import styles from '../../features/nft/components/Nft.module.css';

export default function NftMinePage() {
  const { t } = useTranslation('nft');
  const user = useQuery(userInfoQuery());
  return (
    <div className={styles.page}>
      <NavBar title={t('profile.title')} />
      {user.data ? (
        <Profile uid={user.data.id} own />
      ) : user.isError ? (
        <LoadFailed tall error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <InlineLoading tall />
      )}
    </div>
  );
}
