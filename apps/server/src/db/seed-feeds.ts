import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import { sql } from 'drizzle-orm';
import type { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import { activityRow, type ActivityItem } from '../modules/feeds/activity.ts';
import { feedItems } from '../modules/feeds/feeds.table.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { Database } from './client.ts';
import { rowsOf } from './sql.ts';

type UserRow = typeof users.$inferSelect;
const hour = 3_600_000;

/**
 * The demo school's feed on a fresh start: the admin's pinned welcome, a note for staff, and the
 * activity the other seeded modules would have reported (classes approved, answers, bookings),
 * spread over the last fortnight. Seeded after those modules, from
 * what they stored, so every line links to something that exists.
 */
export async function seedFeeds(tx: Database, schoolId: string, inserted: UserRow[]) {
  const admin = inserted.find(
    (u) => u.email === demoAccounts.find((a) => a.role === 'sadmin')?.email,
  );
  if (!admin) return;
  const now = Date.now();
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));

  // One after the other: a transaction's connection runs one statement at a time.
  const approved = await rows<{ id: string; title: string }>(sql`
      select id, title from classes where school_id = ${schoolId} and status = 'approved'
      order by first_starts_at desc limit 3`);
  const answered = await rows<{ id: string; title: string; author: string; authorId: string }>(sql`
      select t.id, t.title, u.first_name || ' ' || u.last_name as author, u.id as "authorId"
      from topics t join topic_answers a on a.topic_id = t.id join users u on u.id = a.author_id
      where t.school_id = ${schoolId} order by a.created_at desc limit 3`);
  const booked = await rows<{ id: string; tutor: string }>(sql`
      select a.id, p.display_name as tutor from appointments a join tutor_profiles p on p.user_id = a.tutor_id
      where a.school_id = ${schoolId} and a.status = 'booked' order by a.starts_at limit 2`);

  const activity: (ActivityItem & { hoursAgo: number })[] = [
    ...approved.map((c, i) => ({
      schoolId,
      type: 'class_approved' as const,
      params: { title: c.title },
      link: `/manage-classes/${c.id}`,
      actorId: admin.id,
      hoursAgo: (9 - i * 2) * 24 + 5,
    })),
    ...booked.map((a, i) => ({
      schoolId,
      type: 'appointment_booked' as const,
      params: { tutor: a.tutor },
      link: appointmentPath(a.id),
      audience: 'staff' as const,
      hoursAgo: (3 - i) * 24 + 2,
    })),
    ...answered.map((t, i) => ({
      schoolId,
      type: 'topic_answered' as const,
      params: { author: t.author, title: t.title },
      link: `/manage-topics/${t.id}`,
      actorId: t.authorId,
      hoursAgo: 30 - i * 9,
    })),
  ];
  const at = (hoursAgo: number) => new Date(now - hoursAgo * hour);
  await tx.insert(feedItems).values([
    ...activity.map(({ hoursAgo, ...item }) => activityRow(item, at(hoursAgo))),
    {
      schoolId,
      kind: 'post' as const,
      authorId: admin.id,
      audience: 'everyone' as const,
      bodyHtml: sanitizeRichText(
        '<p><strong>Welcome to the new term!</strong> Class timetables are in the calendar, and tutors can be booked from <em>Find Tutor</em>. Questions go to the Topics board, where teachers answer within a school day.</p>',
      ),
      status: 'published' as const,
      publishedAt: at(13 * 24),
      pinnedAt: at(13 * 24),
      createdAt: at(13 * 24),
    },
    {
      schoolId,
      kind: 'post' as const,
      authorId: admin.id,
      audience: 'staff' as const,
      bodyHtml: sanitizeRichText(
        '<p>Reminder for staff: please mark attendance on the day of each session, and check the approval queue on the dashboard before Friday.</p>',
      ),
      status: 'published' as const,
      publishedAt: at(2 * 24 + 4),
      createdAt: at(2 * 24 + 4),
    },
  ]);
}
