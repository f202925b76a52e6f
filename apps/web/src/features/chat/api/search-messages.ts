import { useQuery } from '@tanstack/react-query';
import { getMessages } from './get-messages';
import { chatKeys } from './chat-keys';

/** Messages of one conversation whose text matches `q`, newest first. */
export function useMessageSearch(conversationId: string, q: string) {
  return useQuery({
    queryKey: chatKeys.search(conversationId, q),
    queryFn: ({ signal }) => getMessages(conversationId, { q, limit: 50 }, signal),
    enabled: q.length > 0,
  });
}
