/** Spec 8: "function under development", for routes whose domain is not built yet. */
import { useTranslation } from 'react-i18next';
import { NavBar } from './NavBar.tsx';
import { HourglassIcon, StatusView } from './StatusView.tsx';

export function UnderDevelopment() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title="" />
      <div style={{ paddingTop: '20vh' }}>
        <StatusView
          icon={<HourglassIcon />}
          title={t('server:errors.underDevelopment')}
          description={t('underDevelopment.description')}
        />
      </div>
    </>
  );
}
