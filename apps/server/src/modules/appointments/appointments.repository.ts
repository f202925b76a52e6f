import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { schools } from '../school/school.table.ts';
import { students } from '../students/students.table.ts';
import { topics } from '../topics/topics.table.ts';
import { subjects, tutorProfiles, tutorReviews, tutorSubjects } from '../tutors/tutors.table.ts';
import { ledgerAccounts, ledgerTransfers } from '../wallet/wallet.table.ts';
import { appointmentReminders, appointments } from './appointments.table.ts';
import { holdingStatuses, overlaps, readSlotFacts, type Slot } from './slot-facts.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** The row with what an answer names: tutor, student, subject, review, the school's policy. */
export const viewColumns = {
  row: appointments,
  tutorName: tutorProfiles.displayName,
  tutorPhoto: sql<string | null>`coalesce(${tutorProfiles.photo}, ${users.photo})`,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentUserId: students.userId,
  subjectKey: subjects.key,
  subjectName: subjects.name,
  reviewRating: tutorReviews.rating,
  reviewText: tutorReviews.text,
  timeZone: schools.timezone,
  noticeHours: schools.cancellationNoticeHours,
};

type ViewSelect = ReturnType<typeof selectView>;
function selectView(db: Database) {
  return db
    .select(viewColumns)
    .from(appointments)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, appointments.tutorId))
    .innerJoin(users, eq(users.id, appointments.tutorId))
    .innerJoin(subjects, eq(subjects.id, appointments.subjectId))
    .innerJoin(schools, eq(schools.id, appointments.schoolId))
    .leftJoin(students, eq(students.id, appointments.studentId))
    .leftJoin(tutorReviews, eq(tutorReviews.appointmentId, appointments.id));
}
export type AppointmentView = Awaited<ViewSelect>[number];

/**
 * The exclusion constraint that refused a row (SQLSTATE 23P01: a double booking), or undefined
 * for any other error. Drizzle wraps the driver's error; the state sits on the cause.
 */
export function exclusionConstraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23P01')
      return 'constraint' in current && typeof current.constraint === 'string'
        ? current.constraint
        : 'appointments_no_overlap';
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * Credits the student's appointments starting in `[from, to)` took from the wallet, by month of
 * their start on the wall clock of `zone`: from the ledger, what was spent on them less what came
 * back.
 */
async function spentByMonthIn(db: Database, studentId: string, zone: string, from: Date, to: Date) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${appointments.startsAt} at time zone ${zone}, 'YYYY-MM')`,
      net: sql<
        string | null
      >`sum(case when ${ledgerTransfers.kind} = 'refund' then -${ledgerTransfers.amount} else ${ledgerTransfers.amount} end)`,
    })
    .from(appointments)
    .innerJoin(
      ledgerTransfers,
      and(
        eq(ledgerTransfers.reference, sql`${appointments.id}::text`),
        inArray(ledgerTransfers.kind, ['spend', 'refund']),
      ),
    )
    .where(
      and(
        eq(appointments.studentId, studentId),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .groupBy(sql`1`);
  return rows.map((r) => ({ month: r.month, spent: Number(r.net ?? 0) }));
}

/**
 * The only code that speaks SQL for appointments (the list's queries are in appointment-list, a
 * slot's checks in slot-facts).
 */
export function createAppointmentsRepository(db: Database) {
  return {
    view: () => selectView(db),

    async findView(id: string): Promise<AppointmentView | undefined> {
      const [row] = await selectView(db).where(eq(appointments.id, id)).limit(1);
      return row;
    },

    async viewsByIds(ids: string[]): Promise<AppointmentView[]> {
      if (ids.length === 0) return [];
      return selectView(db).where(inArray(appointments.id, ids));
    },

    /** The school's appointments among these ids (a wallet page's references). */
    async viewsOfSchool(schoolId: string, ids: string[]): Promise<AppointmentView[]> {
      if (ids.length === 0) return [];
      return selectView(db).where(
        and(eq(appointments.schoolId, schoolId), inArray(appointments.id, ids)),
      );
    },

    /** Locks the row for a state change; null when there is no such appointment. */
    async lock(id: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      return row;
    },

    async findByKey(schoolId: string, key: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.schoolId, schoolId), eq(appointments.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /** Bookings of one tutor are made one at a time (the exclusion constraint is the backstop). */
    async lockTutor(tutorId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`appointments.tutor:${tutorId}`}, 0))`,
      );
    },

    /** A student's bookings against their allowance are counted one at a time (after the tutor's lock). */
    async lockStudent(studentId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`appointments.student:${studentId}`}, 0))`,
      );
    },

    async insert(values: NewAppointment): Promise<AppointmentRow> {
      const [row] = await db.insert(appointments).values(values).returning();
      if (!row) throw new Error('insert into appointments returned no row');
      return row;
    },

    /** Changes the row only while it is in one of `from`; undefined when it is not any more. */
    async update(
      id: string,
      from: readonly AppointmentRow['status'][],
      values: Partial<NewAppointment>,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .update(appointments)
        .set(values)
        .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
        .returning();
      return row;
    },

    /** The tutor as booking needs them; undefined when not an active, unsuspended tutor. */
    async bookableTutor(tutorId: string) {
      const [row] = await db
        .select({
          id: tutorProfiles.userId,
          name: tutorProfiles.displayName,
          hourlyRateCredits: tutorProfiles.hourlyRateCredits,
          timeZone: tutorProfiles.timeZone,
          meetingLink: tutorProfiles.meetingLink,
        })
        .from(tutorProfiles)
        .innerJoin(users, eq(users.id, tutorProfiles.userId))
        .where(
          and(
            eq(tutorProfiles.userId, tutorId),
            eq(tutorProfiles.status, 'active'),
            eq(users.status, 'active'),
            eq(users.role, 'tutor'),
          ),
        )
        .limit(1);
      return row;
    },

    async teaches(tutorId: string, subjectId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(tutorSubjects)
        .where(and(eq(tutorSubjects.userId, tutorId), eq(tutorSubjects.subjectId, subjectId)))
        .limit(1);
      return row !== undefined;
    },

    /** What stands in a slot's way (slot-facts.ts). */
    slotFacts: (slot: Slot) => readSlotFacts(db, slot),

    /** The tutor's time held by appointments in a range (the tutors module's busy source). */
    async tutorBusy(tutorId: string, from: Date, to: Date, except?: string) {
      return db
        .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.tutorId, tutorId),
            inArray(appointments.status, [...holdingStatuses]),
            overlaps(from, to),
            except ? ne(appointments.id, except) : undefined,
          ),
        );
    },

    async student(schoolId: string, studentId: string) {
      const [row] = await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          status: students.status,
          userId: students.userId,
          allowance: students.monthlyAllowanceCredits,
        })
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
        .limit(1);
      return row;
    },

    async studentOfUser(userId: string) {
      const [row] = await db
        .select({ id: students.id, schoolId: students.schoolId })
        .from(students)
        .where(eq(students.userId, userId))
        .limit(1);
      return row;
    },

    /**
     * Credits the student's appointments starting in `[from, to)` took from the wallet, from the
     * ledger: what was spent on them less what came back.
     */
    async spentBetween(studentId: string, from: Date, to: Date): Promise<number> {
      const months = await spentByMonthIn(db, studentId, 'UTC', from, to);
      return months.reduce((sum, m) => sum + m.spent, 0);
    },

    spentByMonth: (studentId: string, zone: string, from: Date, to: Date) =>
      spentByMonthIn(db, studentId, zone, from, to),

    async pendingBetween(studentId: string, from: Date, to: Date) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          credits: sql<number>`coalesce(sum(${appointments.priceCredits}), 0)::int`,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.studentId, studentId),
            eq(appointments.status, 'pending_approval'),
            sql`${appointments.startsAt} >= ${from}`,
            lt(appointments.startsAt, to),
          ),
        );
      return { count: row?.count ?? 0, credits: row?.credits ?? 0 };
    },

    async walletBalance(schoolId: string): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'school_wallet'), eq(ledgerAccounts.schoolId, schoolId)))
        .limit(1);
      return row?.balance ?? 0;
    },

    /** The net credits the ledger moved for one appointment (spends less refunds). */
    async charged(appointmentId: string): Promise<number> {
      const [row] = await db
        .select({
          net: sql<
            string | null
          >`sum(case when ${ledgerTransfers.kind} = 'refund' then -${ledgerTransfers.amount} else ${ledgerTransfers.amount} end)`,
        })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.reference, appointmentId),
            inArray(ledgerTransfers.kind, ['spend', 'refund']),
          ),
        );
      return Number(row?.net ?? 0);
    },

    /** Records a sent reminder; false when it was sent already (another instance, a retry). */
    async claimReminder(appointmentId: string, kind: '24h' | '1h', startsAt: Date, at: Date) {
      const rows = await db
        .insert(appointmentReminders)
        .values({ appointmentId, kind, startsAt, sentAt: at })
        .onConflictDoNothing()
        .returning({ id: appointmentReminders.appointmentId });
      return rows.length > 0;
    },

    async topicInSchool(topicId: string, schoolId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(topics)
        .where(and(eq(topics.id, topicId), eq(topics.schoolId, schoolId)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether a student has any appointment (which keeps the roster row from being deleted). */
    async studentHasAppointments(studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(appointments)
        .where(eq(appointments.studentId, studentId))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
