/**
 * The app download page (issue 14; the home "Download" shortcut): Bourse's H5 app offered
 * as an installable web app, with the browser's one-tap install where it has one and the
 * "Add to home screen" steps for each platform.
 */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { DownloadView } from '../../features/download/components/DownloadView.tsx';

export default function DownloadPage() {
  const { t } = useTranslation('download');
  return (
    <>
      <NavBar title={t('title')} />
      <DownloadView />
    </>
  );
}
