/** An artist (spec 2 "nft/artistDetail", issue 13): profile, artworks and collections. `?uid=`. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { Profile } from '../../features/nft/components/Profile.tsx';
import styles from '../../features/nft/components/Nft.module.css';

export default function ArtistDetailPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const raw = Number(params.get('uid'));
  const uid = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  return (
    <div className={styles.page}>
      <NavBar title={t('profile.artistTitle')} />
      <Profile uid={uid} own={false} />
    </div>
  );
}
