import { hasPermission } from '@school/shared/auth/roles';
import { chatRefusal, type ChatPolicy, type ChatRefusal } from '@school/shared/chat/chat.rules';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import type { ChatRepository, ConversationRow, MemberRow } from './chat.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

const refusalTexts: Record<ChatRefusal, string> = {
  no_school: 'Chat is available to the members of a school.',
  school_off: 'Chat is turned off for your school.',
  students_off: 'Chat is turned off for students in your school.',
};

export const forbidden = (message: string) => new AppError('forbidden', message);
export const conversationNotFound = () => notFound('The conversation');

/**
 * Whether someone may chat at all and in which conversation (PRODUCT: chat). A conversation of
 * another school, or one the caller is not in, answers 404 like every cross-school id.
 */
export function createChatAccess(deps: {
  school: SchoolService;
  people: PeopleRepository;
  conversations: ChatRepository;
}) {
  async function policyOf(schoolId: string): Promise<ChatPolicy> {
    const found = await deps.school.find(schoolId);
    if (!found) return { enabled: false, students: false, studentsWithEachOther: false };
    return {
      enabled: found.chatEnabled,
      students: found.chatForStudents,
      studentsWithEachOther: found.chatStudentsWithEachOther,
    };
  }

  /** The schools the person chats in: their own, or where a tutor teaches. */
  async function schoolsOf(user: AuthContext['user']): Promise<string[]> {
    if (!hasPermission(user.role, 'chat.use')) return [];
    if (user.role === 'tutor') return deps.people.tutorSchools(user.id, user.schoolId);
    return user.schoolId ? [user.schoolId] : [];
  }

  async function refusal(user: AuthContext['user']): Promise<ChatRefusal | null> {
    if (!hasPermission(user.role, 'chat.use')) return 'no_school';
    const schools = await schoolsOf(user);
    if (schools.length === 0) return 'no_school';
    let first: ChatRefusal | null = 'no_school';
    for (const schoolId of schools) {
      const refused = chatRefusal(user.role, await policyOf(schoolId));
      if (refused === null) return null;
      first = refused;
    }
    return first;
  }

  return {
    policyOf,
    schoolsOf,
    refusal,

    async require(auth: AuthContext): Promise<void> {
      const refused = await refusal(auth.user);
      if (refused) throw forbidden(refusalTexts[refused]);
    },

    /** May this person chat in that school (its switches, their role)? */
    async mayChatIn(user: AuthContext['user'], schoolId: string): Promise<boolean> {
      return chatRefusal(user.role, await policyOf(schoolId)) === null;
    },

    /** The conversation and the caller's membership, or 404; 403 when chat is off there. */
    async conversation(
      auth: AuthContext,
      id: string,
    ): Promise<{ conversation: ConversationRow; member: MemberRow }> {
      // One read: the conversation, the caller's membership and the school's switches.
      const found = await deps.conversations.membership(id, auth.user.id);
      if (!found) throw conversationNotFound();
      const { conversation, member, policy } = found;
      const refused = chatRefusal(auth.user.role, policy);
      if (refused) throw forbidden(refusalTexts[refused]);
      return { conversation, member };
    },
  };
}
export type ChatAccess = ReturnType<typeof createChatAccess>;
