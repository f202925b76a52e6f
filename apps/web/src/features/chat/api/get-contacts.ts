import type { ContactList } from '@school/shared/chat/chat.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getContacts(q: string, signal?: AbortSignal): Promise<ContactList> {
  const params = new URLSearchParams({ pageSize: '50' });
  if (q) params.set('q', q);
  return apiFetch<ContactList>(`/chat/contacts?${params.toString()}`, { signal });
}

/** The people the caller may talk to (the school's rules), for the people picker. */
export function useContacts(q: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.contacts(q),
    queryFn: ({ signal }) => getContacts(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
