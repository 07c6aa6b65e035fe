import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { FaqList } from '../../features/content/FaqList.tsx';

export default function FaqPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <NavBar title={t('faq.title')} />
      <div style={{ padding: '8px 16px 40px' }}>
        <FaqList />
      </div>
    </>
  );
}
