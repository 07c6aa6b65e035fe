/** The messages hub: messages and announcements tabs (`?tab=announcements` opens the second). */
import { useSearchParams } from '../../app/routing.tsx';
import { MailHub } from '../../features/content/MailHub.tsx';

export default function MailMessagePage() {
  const [params] = useSearchParams();
  return (
    <MailHub initialTab={params.get('tab') === 'announcements' ? 'announcements' : 'messages'} />
  );
}
