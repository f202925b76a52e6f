import { randomUUID } from 'node:crypto';
import type { PresenceStatus } from '@school/shared/chat/chat.rules';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

/** Each instance refreshes its sockets' rows this often; a row older than `staleMs` is gone. */
export const presenceHeartbeatMs = 30_000;
const staleMs = 75_000;

/**
 * Presence of spec §3: connected people show the status they chose, everyone else is offline.
 * Connections are rows per user and instance, so every instance sees who is connected anywhere;
 * a change is told to the person's direct conversations (where the presence dot is shown).
 */
export function createPresence(deps: {
  people: PeopleRepository;
  conversations: ChatRepository;
  events: EventBus;
  clock: () => Date;
}) {
  const instanceId = randomUUID();
  const fresh = () => new Date(deps.clock().getTime() - staleMs);

  async function announce(userId: string, status: PresenceStatus) {
    const ids = await deps.conversations.directIds(userId);
    await deps.events.publishMany(
      ids.map((id) => ({
        channel: channels.conversation(id),
        event: { type: 'chat.presence', data: { userId, status } },
      })),
    );
  }

  async function effective(userId: string): Promise<PresenceStatus> {
    return (await deps.people.presence([userId], fresh())).get(userId) ?? 'offline';
  }

  return {
    instanceId,
    of: (userIds: string[]) => deps.people.presence(userIds, fresh()),
    effective,

    async choose(userId: string, status: PresenceStatus): Promise<PresenceStatus> {
      await deps.people.choose(userId, status, deps.clock());
      const now = await effective(userId);
      await announce(userId, now);
      return status;
    },

    async connected(userId: string) {
      const before = await effective(userId);
      await deps.people.connect(userId, instanceId, deps.clock());
      const after = await effective(userId);
      if (after !== before) await announce(userId, after);
    },

    async disconnected(userId: string) {
      await deps.people.disconnect(userId, instanceId);
      const after = await effective(userId);
      if (after === 'offline') await announce(userId, after);
    },

    heartbeat: () =>
      deps.people.heartbeat(instanceId, deps.clock(), new Date(deps.clock().getTime() - staleMs)),
  };
}
export type Presence = ReturnType<typeof createPresence>;
