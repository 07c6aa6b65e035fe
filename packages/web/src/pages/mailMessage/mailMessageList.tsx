/** The user's messages on their own page. */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { MailList } from '../../features/content/MailList.tsx';

export default function MailMessageListPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <NavBar title={t('mail.listTitle')} />
      <MailList />
    </>
  );
}
