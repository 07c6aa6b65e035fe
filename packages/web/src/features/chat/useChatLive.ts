/** The chat's pushes (`chat_message`, `chat_read` in the user's room) into the query caches. */
import { useQueryClient } from '@tanstack/react-query';
import { useUserEvent } from '../../api/useRealtime.ts';
import { addMessage, applyRead } from './api.ts';

export function useChatLive(): void {
  const client = useQueryClient();
  useUserEvent('chat_message', (message) => addMessage(client, message));
  useUserEvent('chat_read', (event) => applyRead(client, event));
}
