/** Announcements (news category 6). */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { AnnouncementList } from '../../features/content/AnnouncementList.tsx';

export default function AnnouncementListPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <NavBar title={t('announcements.title')} />
      <AnnouncementList />
    </>
  );
}
