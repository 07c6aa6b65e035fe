import { useTranslation } from 'react-i18next';
import { SitePageView } from '../../features/content/SitePageView.tsx';

export default function OperationalCompliancePage() {
  const { t } = useTranslation('content');
  return <SitePageView slug="operational_compliance" fallbackTitle={t('sitePage.compliance')} />;
}
