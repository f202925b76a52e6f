import type { Ticket } from '@school/shared/chat/chat.contract';
import { apiFetch } from '../../../lib/api-client';

/** A short-lived, single-use ticket that opens the socket (no token in the socket's address). */
export function createTicket(): Promise<Ticket> {
  return apiFetch<Ticket>('/chat/ticket', { method: 'POST' });
}
