import type { AuthContext } from '../modules/auth/auth.service.ts';
import type { Channel } from './channels.ts';
import type { StreamEvent } from './stream.ts';

/**
 * One person's share of a module's live events: the channels their stream joins, and the check
 * each event of those channels passes before it is written (e.g. a post's audience).
 */
export type StreamMember = {
  channels: Channel[];
  /** True when this person may receive the event; undefined when the event is not this source's. */
  admit(event: StreamEvent): Promise<boolean | undefined>;
};

/** What a module adds to every signed-in person's event stream (`GET /api/events`). */
export type StreamSource = { open(auth: AuthContext): Promise<StreamMember | null> };
