/**
 * Customer service (spec 2 "kefu/index", issue 14; the home "Chat" shortcut and settings lead
 * here), behind the login gate: the user's conversation with support.
 */
import { ChatScreen } from '../../features/chat/components/ChatScreen.tsx';

export default function KefuPage() {
  return <ChatScreen />;
}
