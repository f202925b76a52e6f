import type { User } from '@school/shared/auth/auth.contract';
import { hasPermission } from '@school/shared/auth/roles';

/**
 * Whether the console shows chat to this person at all. The platform admin belongs to no school
 * and never chats (chat.rules: `no_school`), so they get no entry, badge or socket; a school's
 * policy is the API's to answer (the legacy check, then the refusal alert).
 */
export function showsChat(user: Pick<User, 'role'>): boolean {
  return user.role !== 'admin' && hasPermission(user.role, 'chat.use');
}
