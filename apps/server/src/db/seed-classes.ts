import { and, eq } from 'drizzle-orm';
import {
  attendance,
  classDecisions,
  classes,
  classSessions,
  enrolments,
} from '../modules/classes/classes.table.ts';
import { students } from '../modules/students/students.table.ts';
import type { users } from '../modules/auth/auth.table.ts';
import { subjects } from '../modules/tutors/tutors.table.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;

const classPlans: {
  title: string;
  subject: string;
  status: 'pending_approval' | 'approved' | 'rejected';
  startDays: number;
  weeks: number;
  capacity: number;
  price: number;
}[] = [
  {
    title: 'GCSE Maths Booster',
    subject: 'mathematics',
    status: 'approved',
    startDays: -21,
    weeks: 8,
    capacity: 12,
    price: 40,
  },
  {
    title: 'Essay Writing Workshop',
    subject: 'english',
    status: 'approved',
    startDays: -7,
    weeks: 6,
    capacity: 15,
    price: 30,
  },
  {
    title: 'Organic Chemistry Lab Prep',
    subject: 'chemistry',
    status: 'approved',
    startDays: 3,
    weeks: 5,
    capacity: 10,
    price: 45,
  },
  {
    title: 'Python for Beginners',
    subject: 'computer-science',
    status: 'approved',
    startDays: 10,
    weeks: 10,
    capacity: 16,
    price: 50,
  },
  {
    title: 'World War II in Ten Sources',
    subject: 'history',
    status: 'approved',
    startDays: -70,
    weeks: 6,
    capacity: 20,
    price: 25,
  },
  {
    title: 'Conversational Spanish',
    subject: 'languages',
    status: 'approved',
    startDays: -90,
    weeks: 8,
    capacity: 8,
    price: 35,
  },
  {
    title: 'A-Level Physics: Mechanics',
    subject: 'physics',
    status: 'pending_approval',
    startDays: 14,
    weeks: 8,
    capacity: 10,
    price: 55,
  },
  {
    title: 'Cell Biology Revision',
    subject: 'biology',
    status: 'pending_approval',
    startDays: 7,
    weeks: 4,
    capacity: 14,
    price: 30,
  },
  {
    title: 'Jazz Piano Basics',
    subject: 'music',
    status: 'pending_approval',
    startDays: 21,
    weeks: 6,
    capacity: 6,
    price: 60,
  },
  {
    title: 'Economics Crash Course',
    subject: 'economics',
    status: 'rejected',
    startDays: 5,
    weeks: 2,
    capacity: 30,
    price: 20,
  },
];

/** A term's worth of classes in every state, for the demo school (tutors are seeded before). */
export async function seedClasses(
  tx: Database,
  schoolId: string,
  accounts: UserRow[],
): Promise<void> {
  const tutors = accounts.filter((u) => u.role === 'tutor');
  const admin = accounts.find((u) => u.role === 'sadmin');
  const catalogue = new Map((await tx.select().from(subjects)).map((s) => [s.key, s.id]));
  if (tutors.length === 0 || !admin || catalogue.size === 0) return;

  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16);
  for (const [i, plan] of classPlans.entries()) {
    const tutor = tutors[i % tutors.length];
    const subjectId = catalogue.get(plan.subject);
    if (!tutor || !subjectId) continue;
    const sessions = Array.from({ length: plan.weeks }, (_, w) => {
      const startsAt = new Date(today + (plan.startDays + w * 7) * 86_400_000);
      return { startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000) };
    });
    const first = sessions[0];
    const last = sessions.at(-1);
    if (!first || !last) continue;
    const [row] = await tx
      .insert(classes)
      .values({
        schoolId,
        tutorId: tutor.id,
        subjectId,
        title: plan.title,
        description: `${plan.title}: weekly ${plan.weeks}-session course with practice material and feedback after every session.`,
        videoUrl: i % 3 === 0 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : null,
        capacity: plan.capacity,
        priceCredits: plan.price,
        location: i % 2 === 0 ? 'Room B12' : 'Online (link sent before each session)',
        status: plan.status,
        firstStartsAt: first.startsAt,
        lastEndsAt: last.endsAt,
        sessionCount: sessions.length,
        createdBy: tutor.id,
        createdAt: new Date(now.getTime() - (30 - i) * 86_400_000),
      })
      .returning();
    if (!row) continue;
    await tx.insert(classSessions).values(sessions.map((s) => ({ ...s, classId: row.id })));
    await tx.insert(classDecisions).values({
      classId: row.id,
      fromStatus: null,
      toStatus: 'pending_approval',
      actorUserId: tutor.id,
      actorName: `${tutor.firstName} ${tutor.lastName}`,
      at: row.createdAt,
    });
    if (plan.status !== 'pending_approval') {
      await tx.insert(classDecisions).values({
        classId: row.id,
        fromStatus: 'pending_approval',
        toStatus: plan.status,
        reason:
          plan.status === 'rejected'
            ? 'Clashes with the mock exam week; please propose dates after half-term.'
            : null,
        actorUserId: admin.id,
        actorName: `${admin.firstName} ${admin.lastName}`,
        at: new Date(row.createdAt.getTime() + 86_400_000),
      });
    }
  }
}

/** Fills the approved classes with students and takes attendance for their past sessions. */
export async function seedEnrolments(
  tx: Database,
  schoolId: string,
  adminId: string,
): Promise<void> {
  const roster = await tx
    .select({ id: students.id, status: students.status })
    .from(students)
    .where(eq(students.schoolId, schoolId));
  const active = roster.filter((s) => s.status === 'active');
  const approved = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 'approved')));
  const now = new Date();
  const marks = ['present', 'present', 'present', 'late', 'absent', 'present', 'excused'] as const;
  for (const [c, row] of approved.entries()) {
    const chosen = active.slice(c * 9, c * 9 + Math.min(row.capacity - 1, 8));
    if (chosen.length === 0) continue;
    await tx.insert(enrolments).values(
      chosen.map((s) => ({
        classId: row.id,
        studentId: s.id,
        enrolledBy: adminId,
        enrolledAt: row.createdAt,
      })),
    );
    await tx.update(classes).set({ enrolledCount: chosen.length }).where(eq(classes.id, row.id));
    const past = (
      await tx.select().from(classSessions).where(eq(classSessions.classId, row.id))
    ).filter((s) => s.endsAt < now);
    const values = past.flatMap((session, si) =>
      chosen.map((student, pi) => ({
        sessionId: session.id,
        studentId: student.id,
        status: marks[(si + pi * 3) % marks.length] ?? 'present',
        recordedBy: adminId,
        recordedAt: session.endsAt,
      })),
    );
    if (values.length > 0) await tx.insert(attendance).values(values);
  }
}
