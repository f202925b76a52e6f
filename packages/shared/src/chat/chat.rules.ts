/**
 * What the chat forms and the API both check (zod-free: the web imports it without zod).
 * Conversations live inside one school; who may talk to whom follows the school's roles and
 * its chat policy (PRODUCT: chat; spec §1, §7, §8).
 */
import type { Role } from '../auth/roles.ts';

export const conversationKinds = ['direct', 'group'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** Presence of spec §3. `offline` chosen by a connected person reads as offline to others. */
export const presenceStatuses = ['online', 'away', 'do_not_disturb', 'offline'] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];

export const chatLimits = {
  /** Characters of a message's text after trimming. */
  text: 4_000,
  /** Members of a group, owner included. */
  groupMembers: 200,
  groupName: { min: 1, max: 80 },
  /** Images attached to one message. */
  images: 10,
  /** A message can be edited this long after it was sent. */
  editWindowMinutes: 15,
  /** Messages one person may send (socket and REST together) per window. */
  rate: { messages: 20, windowSeconds: 10 },
  /** Messages per history page. */
  page: { default: 50, max: 100 },
  /** Characters of a reply's or a list preview's excerpt. */
  excerpt: 120,
  /** A socket ticket is single use and lives this long. */
  ticketSeconds: 30,
  /** A typing indicator disappears after this long without another `typing` frame. */
  typingSeconds: 5,
  /** The client sends `typing` at most this often per conversation. */
  typingThrottleSeconds: 2,
  /** Characters of a search inside a conversation, or of a contact search. */
  search: 100,
  /** Conversations a `resume` frame may name. */
  resumeConversations: 1_000,
  /** Idempotency-Key header length. */
  idempotencyKey: { min: 8, max: 128 },
} as const;

/**
 * The school's chat policy (school profile). `enabled` off: nobody in the school chats.
 * `students` off: students do not chat. `studentsWithEachOther` on: students may talk to
 * each other (otherwise only to staff and their tutors).
 */
export type ChatPolicy = {
  enabled: boolean;
  students: boolean;
  studentsWithEachOther: boolean;
};

export const defaultChatPolicy: ChatPolicy = {
  enabled: true,
  students: true,
  studentsWithEachOther: false,
};

/** School staff in chat: they may talk to anyone of their school. */
export const chatStaffRoles = ['sadmin', 'editor'] as const satisfies readonly Role[];

export const isChatStaff = (role: Role): boolean =>
  (chatStaffRoles as readonly Role[]).includes(role);

/** Why someone may not chat; null when they may. */
export type ChatRefusal = 'no_school' | 'school_off' | 'students_off';

/**
 * Whether a person of this role may use chat in a school with this policy (the legacy
 * `check-chat-register` flag). The platform admin belongs to no school and does not chat.
 */
export function chatRefusal(role: Role, policy: ChatPolicy): ChatRefusal | null {
  if (role === 'admin') return 'no_school';
  if (!policy.enabled) return 'school_off';
  if (role === 'student' && !policy.students) return 'students_off';
  return null;
}

export const mayUseChat = (role: Role, policy: ChatPolicy): boolean =>
  chatRefusal(role, policy) === null;

/**
 * Who may talk to whom inside one school: staff with anyone; tutors with staff and the students
 * of their classes; students with staff and their tutors, and with each other only when the
 * school allows it. `teaches` says whether the tutor of the pair teaches the student of the pair
 * (false for any other pair). Both must be able to use chat; nobody talks to themselves.
 */
export function mayTalk(
  a: { id: string; role: Role },
  b: { id: string; role: Role },
  policy: ChatPolicy,
  teaches: boolean,
): boolean {
  if (a.id === b.id) return false;
  if (!mayUseChat(a.role, policy) || !mayUseChat(b.role, policy)) return false;
  if (isChatStaff(a.role) || isChatStaff(b.role)) return true;
  const pair = [a.role, b.role].sort().join('+');
  if (pair === 'student+tutor') return teaches;
  if (pair === 'student+student') return policy.studentsWithEachOther;
  return false;
}

/** A message's author may edit it until the window closes. */
export function editWindowOpen(createdAt: string | Date, now: Date = new Date()): boolean {
  const sent = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  return now.getTime() - sent <= chatLimits.editWindowMinutes * 60_000;
}

/** Text for a reply quote or a list preview: one line, cut at a word where possible. */
export function messageExcerpt(text: string, max: number = chatLimits.excerpt): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Links found in plain message text, for the web to turn into anchors (http/https only). */
export const chatLinkPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/giu;

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits plain text into text and link parts; the web renders links as anchors, text as text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(chatLinkPattern)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
