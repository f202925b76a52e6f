import { eq } from 'drizzle-orm';
import type { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import { chatConversations, chatMembers, chatMessages } from '../modules/chat/chat.table.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;
type Line = { by: UserRow; text: string; minutesAgo: number };

/**
 * A few conversations of the demo school: the admin with the editor, with the demo student (one
 * message still unread), and a staff group with the demo tutor. Only the first three roles chat.
 */
export async function seedChat(tx: Database, schoolId: string, inserted: UserRow[]) {
  const byEmail = (role: string) => {
    const email = demoAccounts.find((a) => a.role === role)?.email;
    return inserted.find((u) => u.email === email);
  };
  const admin = byEmail('sadmin');
  const editor = byEmail('editor');
  const tutor = byEmail('tutor');
  const student = byEmail('student');
  if (!admin || !editor || !tutor || !student) return;
  const now = Date.now();

  async function conversation(
    kind: 'direct' | 'group',
    members: UserRow[],
    lines: Line[],
    options: { name?: string; unreadFor?: UserRow } = {},
  ) {
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const first = lines[0];
    const last = lines.at(-1);
    if (!first || !last) return;
    const [row] = await tx
      .insert(chatConversations)
      .values({
        schoolId,
        kind,
        name: options.name ?? null,
        ownerId: kind === 'group' ? admin?.id : null,
        directKey:
          kind === 'direct'
            ? members
                .map((m) => m.id)
                .sort()
                .join(':')
            : null,
        lastSeq: lines.length,
        createdAt: at(first.minutesAgo + 1),
        updatedAt: at(last.minutesAgo),
      })
      .returning();
    if (!row) return;
    const messages = await tx
      .insert(chatMessages)
      .values(
        lines.map((line, i) => ({
          conversationId: row.id,
          schoolId,
          seq: i + 1,
          authorId: line.by.id,
          text: line.text,
          createdAt: at(line.minutesAgo),
        })),
      )
      .returning({ id: chatMessages.id, seq: chatMessages.seq });
    const lastId = messages.find((m) => m.seq === lines.length)?.id ?? null;
    await tx
      .update(chatConversations)
      .set({ lastMessageId: lastId })
      .where(eq(chatConversations.id, row.id));
    await tx.insert(chatMembers).values(
      members.map((member) => {
        const unread = options.unreadFor?.id === member.id && last.by.id !== member.id ? 1 : 0;
        return {
          conversationId: row.id,
          userId: member.id,
          lastReadSeq: lines.length - unread,
          unread,
          joinedAt: at(first.minutesAgo + 1),
        };
      }),
    );
  }

  await conversation(
    'direct',
    [admin, editor],
    [
      { by: editor, text: 'The Year 9 timetable is ready for review.', minutesAgo: 180 },
      { by: admin, text: 'Thanks! I will look at it before lunch.', minutesAgo: 170 },
      {
        by: editor,
        text: 'The draft is at https://riverside.demo.school/timetable',
        minutesAgo: 160,
      },
    ],
  );
  await conversation(
    'direct',
    [admin, student],
    [
      { by: student, text: 'Hello, could I move my maths lesson to Thursday?', minutesAgo: 40 },
      { by: admin, text: 'Let me check with your tutor.', minutesAgo: 35 },
      { by: student, text: 'Thank you!', minutesAgo: 5 },
    ],
    { unreadFor: admin },
  );
  await conversation(
    'group',
    [admin, editor, tutor],
    [
      { by: admin, text: 'Welcome to the maths team chat.', minutesAgo: 600 },
      { by: tutor, text: 'Glad to be here. Exam practice starts next week.', minutesAgo: 590 },
    ],
    { name: 'Maths team' },
  );
}
