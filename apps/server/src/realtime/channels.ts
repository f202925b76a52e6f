/**
 * What a subscriber can listen to. One kind per audience: a user's own stream, a school's
 * (feeds, dashboards), a conversation's (chat), a session's (revocation) and the job runners'.
 */
export const channelKinds = ['user', 'school', 'conversation', 'session', 'jobs'] as const;
export type ChannelKind = (typeof channelKinds)[number];
export type Channel = `${ChannelKind}:${string}`;

export const channels = {
  user: (userId: string): Channel => `user:${userId}`,
  school: (schoolId: string): Channel => `school:${schoolId}`,
  conversation: (conversationId: string): Channel => `conversation:${conversationId}`,
  session: (sessionId: string): Channel => `session:${sessionId}`,
  /** Runners wake on it when a job is scheduled to run now. */
  jobsDue: 'jobs:due' as Channel,
};

export function parseChannel(value: string): { kind: ChannelKind; key: string } | undefined {
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  return colon > 0 && (channelKinds as readonly string[]).includes(kind)
    ? { kind: kind as ChannelKind, key: value.slice(colon + 1) }
    : undefined;
}

/** Sent on a session's channel when it is signed out or revoked: its streams close at once. */
export const sessionRevoked = { type: 'session.revoked' } as const;
