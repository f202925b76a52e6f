import { sql } from 'drizzle-orm';
import {
  todayLimit,
  topSchoolsLimit,
  waitingLimitPerKind,
} from '@school/shared/dashboard/dashboard.rules';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';

const iso = (d: Date) => d.toISOString();
const num = (v: unknown) => Number(v ?? 0);
const when = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Today's sessions and appointments, what waits for approval, and the platform's totals. */
export function createQueueRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    async today(schoolId: string, now: Date, dayEnd: Date) {
      const [sessions, booked] = await Promise.all([
        // Overlapping [now, end of day): ends after now and starts before the day ends, which the
        // span index (class_sessions_span_idx) finds without reading every session ever held.
        rows<Record<string, unknown>>(sql`
          select s.id, c.id as class_id, c.title, u.first_name || ' ' || u.last_name as tutor,
                 s.starts_at, s.ends_at
          from classes c
          join class_sessions s on s.class_id = c.id
          join users u on u.id = c.tutor_id
          where c.school_id = ${schoolId} and c.status = 'approved'
            and c.first_starts_at < ${iso(dayEnd)}::timestamptz and c.last_ends_at > ${iso(now)}::timestamptz
            and tstzrange(s.starts_at, s.ends_at) && tstzrange(${iso(now)}::timestamptz, ${iso(dayEnd)}::timestamptz)
          order by s.starts_at limit ${todayLimit}`),
        rows<Record<string, unknown>>(sql`
          select a.id, sub.name as subject, u.first_name || ' ' || u.last_name as tutor,
                 st.first_name || ' ' || st.last_name as student, a.starts_at, a.ends_at
          from appointments a
          join subjects sub on sub.id = a.subject_id
          join users u on u.id = a.tutor_id
          left join students st on st.id = a.student_id
          where a.school_id = ${schoolId} and a.status in ('pending_approval', 'booked')
            and a.ends_at > ${iso(now)}::timestamptz and a.starts_at < ${iso(dayEnd)}::timestamptz
          order by a.starts_at limit ${todayLimit}`),
      ]);
      return {
        sessions: sessions.map((r) => ({
          id: String(r.id),
          classId: String(r.class_id),
          title: String(r.title),
          tutor: String(r.tutor),
          startsAt: when(r.starts_at),
          endsAt: when(r.ends_at),
        })),
        appointments: booked.map((r) => ({
          id: String(r.id),
          subject: String(r.subject),
          tutor: String(r.tutor),
          student: r.student == null ? null : String(r.student),
          startsAt: when(r.starts_at),
          endsAt: when(r.ends_at),
        })),
      };
    },

    async proposals(schoolId: string) {
      const found = await rows<Record<string, unknown>>(sql`
        select c.id, c.title, c.created_at, c.first_starts_at, c.session_count, sub.name as subject,
               u.first_name || ' ' || u.last_name as tutor, count(*) over ()::int as total
        from classes c
        join subjects sub on sub.id = c.subject_id
        join users u on u.id = c.tutor_id
        where c.school_id = ${schoolId} and c.status = 'pending_approval'
        order by c.created_at, c.id limit ${waitingLimitPerKind}`);
      return {
        total: num(found[0]?.total),
        items: found.map((r) => ({
          id: String(r.id),
          title: String(r.title),
          createdAt: when(r.created_at),
          firstStartsAt: when(r.first_starts_at),
          sessionCount: num(r.session_count),
          subject: String(r.subject),
          tutor: String(r.tutor),
        })),
      };
    },

    async pendingAppointments(schoolId: string) {
      const found = await rows<Record<string, unknown>>(sql`
        select a.id, a.starts_at, a.created_at, sub.name as subject,
               u.first_name || ' ' || u.last_name as tutor,
               st.first_name || ' ' || st.last_name as student, count(*) over ()::int as total
        from appointments a
        join subjects sub on sub.id = a.subject_id
        join users u on u.id = a.tutor_id
        left join students st on st.id = a.student_id
        where a.school_id = ${schoolId} and a.status = 'pending_approval'
        order by a.starts_at, a.id limit ${waitingLimitPerKind}`);
      return {
        total: num(found[0]?.total),
        items: found.map((r) => ({
          id: String(r.id),
          startsAt: when(r.starts_at),
          createdAt: when(r.created_at),
          subject: String(r.subject),
          tutor: String(r.tutor),
          student: r.student == null ? null : String(r.student),
        })),
      };
    },

    async platform(from: Date) {
      const [totals] = await rows<Record<string, unknown>>(sql`
        select (select count(*) from schools)::int as schools,
               (select count(*) from students where status = 'active')::int as students,
               (select coalesce(sum(credits), 0) from top_ups
                 where status = 'succeeded' and completed_at >= ${iso(from)}::timestamptz)::bigint as sold`);
      const top = await rows<Record<string, unknown>>(sql`
        select s.id, s.name, sum(t.amount)::bigint as spent
        from ledger_transfers t
        join ledger_accounts w on w.id = t.from_account_id and w.kind = 'school_wallet'
        join schools s on s.id = w.school_id
        where t.kind = 'spend' and t.created_at >= ${iso(from)}::timestamptz
        group by s.id, s.name
        order by spent desc, s.name limit ${topSchoolsLimit}`);
      return {
        schools: num(totals?.schools),
        students: num(totals?.students),
        creditsSold: num(totals?.sold),
        topSchools: top.map((r) => ({
          schoolId: String(r.id),
          name: String(r.name),
          spent: num(r.spent),
        })),
      };
    },
  };
}
