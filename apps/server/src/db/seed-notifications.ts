import { wallClock } from '@school/shared/appointments/appointment-time';
import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import { sql } from 'drizzle-orm';
import type { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import {
  notificationRow,
  type NotificationContent,
} from '../modules/notifications/notifications.service.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import type { Database } from './client.ts';
import { rowsOf } from './sql.ts';

type UserRow = typeof users.$inferSelect;
const hour = 3_600_000;

type Notice = NotificationContent & {
  userId: string;
  sender: { userId?: string; name: string };
  url: string;
  hoursAgo: number;
  read: boolean;
};

/**
 * The demo accounts' notifications on a fresh start: what the seeded modules would have told them
 * had their data come in through the console, so the bell and the notifications page show the
 * product at work. Seeded last, from what the other modules stored, so every notice links to
 * something that exists:
 * - the school admin: the booking and the class proposals waiting for approval (unread);
 * - the demo tutor: the bookings with them (the latest unread);
 * - the demo student: the answers to their questions and their bookings.
 */
export async function seedNotifications(
  tx: Database,
  school: { id: string; timezone: string },
  inserted: UserRow[],
) {
  const { id: schoolId, timezone: zone } = school;
  const account = (role: string) =>
    inserted.find((u) => u.email === demoAccounts.find((a) => a.role === role)?.email);
  const admin = account('sadmin');
  const tutor = account('tutor');
  const student = account('student');
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));
  const notices: Notice[] = [];

  // One after the other: a transaction's connection runs one statement at a time.
  const appointments = await rows<{
    id: string;
    status: string;
    startsAt: string;
    price: number;
    tutorId: string;
    tutor: string;
    student: string | null;
    studentUserId: string | null;
    bookedBy: string;
  }>(sql`
    select a.id, a.status, a.starts_at as "startsAt", a.price_credits as price,
           a.tutor_id as "tutorId", p.display_name as tutor,
           s.first_name || ' ' || s.last_name as student, s.user_id as "studentUserId",
           a.booked_by_name as "bookedBy"
    from appointments a join tutor_profiles p on p.user_id = a.tutor_id
    left join students s on s.id = a.student_id
    where a.school_id = ${schoolId} and a.status in ('booked', 'pending_approval')
    order by a.starts_at`);
  for (const [i, a] of appointments.entries()) {
    const start = wallClock(new Date(a.startsAt), zone);
    const who = a.student ?? a.bookedBy;
    const booked = { sender: { name: 'Appointments' }, hoursAgo: 50 - i * 7 };
    if (a.status === 'pending_approval') {
      if (admin)
        notices.push({
          ...booked,
          userId: admin.id,
          type: 'appointment_pending_approval',
          params: { student: who, tutor: a.tutor, start, price: a.price },
          url: appointmentPath(a.id, 'pending'),
          read: false,
        });
      continue;
    }
    if (tutor && a.tutorId === tutor.id)
      notices.push({
        ...booked,
        userId: tutor.id,
        type: 'appointment_booked',
        params: { who, start },
        url: appointmentPath(a.id),
        // The latest booking is the one not looked at yet.
        read: appointments
          .slice(i + 1)
          .some((b) => b.status === 'booked' && b.tutorId === tutor.id),
      });
    if (student && a.studentUserId === student.id)
      notices.push({
        ...booked,
        userId: student.id,
        type: 'appointment_booked',
        params: { who: a.tutor, start },
        url: appointmentPath(a.id),
        read: true,
      });
  }

  const proposals = await rows<{ title: string; tutorId: string; tutor: string }>(sql`
    select c.title, c.tutor_id as "tutorId", u.first_name || ' ' || u.last_name as tutor
    from classes c join users u on u.id = c.tutor_id
    where c.school_id = ${schoolId} and c.status = 'pending_approval'
    order by c.created_at`);
  for (const [i, c] of proposals.entries())
    if (admin)
      notices.push({
        userId: admin.id,
        type: 'class_proposed',
        params: { tutor: c.tutor, title: c.title },
        sender: { userId: c.tutorId, name: c.tutor },
        url: '/manage-classes/approval-classes',
        hoursAgo: 20 - i * 4,
        read: false,
      });

  if (student) {
    const answers = await rows<{
      topicId: string;
      title: string;
      authorId: string;
      author: string;
    }>(
      sql`
      select t.id as "topicId", t.title, u.id as "authorId", u.first_name || ' ' || u.last_name as author
      from topics t join topic_answers a on a.topic_id = t.id join users u on u.id = a.author_id
      where t.school_id = ${schoolId} and t.author_id = ${student.id} and a.author_id <> ${student.id}
      order by a.created_at desc limit 3`,
    );
    for (const [i, answer] of answers.entries())
      notices.push({
        userId: student.id,
        type: 'topic_answered',
        params: { author: answer.author, title: answer.title },
        sender: { userId: answer.authorId, name: answer.author },
        url: `/manage-topics/${answer.topicId}`,
        hoursAgo: 6 + i * 20,
        read: i > 0,
      });
  }

  if (notices.length === 0) return;
  const now = Date.now();
  await tx.insert(notifications).values(
    notices.map((n) => {
      const createdAt = new Date(now - n.hoursAgo * hour);
      return {
        ...notificationRow(n, { schoolId, createdAt }),
        userId: n.userId,
        readAt: n.read ? new Date(createdAt.getTime() + hour) : null,
      };
    }),
  );
}
