import { useTranslation } from 'react-i18next';
import { SitePageView } from '../../features/content/SitePageView.tsx';

export default function ContactUsPage() {
  const { t } = useTranslation('content');
  return <SitePageView slug="contactus" fallbackTitle={t('sitePage.contactus')} />;
}
