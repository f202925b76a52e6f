import type { ChatImage, ChatReply } from '@school/shared/chat/chat.contract';
import { useMemo } from 'react';
import { createStore, useStore } from './store';

/** A message on its way: shown at once, until the stored one (same clientId) replaces it. */
export type PendingMessage = {
  clientId: string;
  conversationId: string;
  text: string;
  images: ChatImage[];
  replyTo: ChatReply | null;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed, in the API's words (rate limit, a refused field). */
  error: string | null;
};

const pending = createStore<PendingMessage[]>([]);

export function addPending(message: PendingMessage): void {
  pending.set((all) => [...all, message]);
}

export function updatePending(clientId: string, change: Partial<PendingMessage>): void {
  pending.set((all) =>
    all.some((m) => m.clientId === clientId)
      ? all.map((m) => (m.clientId === clientId ? { ...m, ...change } : m))
      : all,
  );
}

export function findPending(clientId: string): PendingMessage | undefined {
  return pending.get().find((m) => m.clientId === clientId);
}

/** The stored message arrived (socket or REST answer): the pending copy goes. */
export function settlePending(clientId: string | null): void {
  if (!clientId) return;
  pending.set((all) =>
    all.some((m) => m.clientId === clientId) ? all.filter((m) => m.clientId !== clientId) : all,
  );
}

export function discardPending(clientId: string): void {
  settlePending(clientId);
}

export function usePending(conversationId: string): PendingMessage[] {
  const all = useStore(pending);
  return useMemo(
    () => all.filter((m) => m.conversationId === conversationId),
    [all, conversationId],
  );
}
