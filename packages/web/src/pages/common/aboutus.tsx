import { useTranslation } from 'react-i18next';
import { SitePageView } from '../../features/content/SitePageView.tsx';

export default function AboutUsPage() {
  const { t } = useTranslation('content');
  return <SitePageView slug="aboutus" fallbackTitle={t('sitePage.aboutus')} />;
}
