/** Spec 2 "kf/kf": the original client's second way into customer service; the same chat. */
import { ChatScreen } from '../../features/chat/components/ChatScreen.tsx';

export default function KfPage() {
  return <ChatScreen />;
}
