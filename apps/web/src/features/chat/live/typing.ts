import { chatLimits } from '@school/shared/chat/chat.rules';
import { useMemo } from 'react';
import { createStore, useStore } from './store';

type Typist = { id: string; name: string; until: number };

/** Who is typing where; each entry fades after `typingSeconds` without a new frame. */
const typing = createStore<Record<string, Typist[]>>({});
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function drop(conversationId: string, userId: string): void {
  typing.set((all) => {
    const left = (all[conversationId] ?? []).filter((t) => t.id !== userId);
    return { ...all, [conversationId]: left };
  });
}

export function someoneTyping(conversationId: string, user: { id: string; name: string }): void {
  const key = `${conversationId}:${user.id}`;
  clearTimeout(timers.get(key));
  const until = Date.now() + chatLimits.typingSeconds * 1000;
  typing.set((all) => {
    const others = (all[conversationId] ?? []).filter((t) => t.id !== user.id);
    return { ...all, [conversationId]: [...others, { ...user, until }] };
  });
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      drop(conversationId, user.id);
    }, chatLimits.typingSeconds * 1000),
  );
}

/** A message from someone ends their typing at once. */
export function stoppedTyping(conversationId: string, userId: string): void {
  const key = `${conversationId}:${userId}`;
  clearTimeout(timers.get(key));
  timers.delete(key);
  drop(conversationId, userId);
}

const none: Typist[] = [];

export function useTypingNames(conversationId: string): string[] {
  const all = useStore(typing);
  const list = all[conversationId] ?? none;
  return useMemo(() => list.map((t) => t.name), [list]);
}
