import { randomUUID } from 'node:crypto';
import type { Role } from '@school/shared/auth/roles';
import type { ClassDetail, CreateClassBody } from '@school/shared/classes/classes.contract';
import type { CreateStudentBody, Student } from '@school/shared/students/students.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { createAuthRepository } from '../../src/modules/auth/auth.repository.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { createSchoolRepository } from '../../src/modules/school/school.repository.ts';
import { subjects, tutorProfiles, tutorSubjects } from '../../src/modules/tutors/tutors.table.ts';
import type { Actor } from './actors.ts';

// Rows are made the way the app makes them: through its repositories, or through the API as the
// person who would make them. Every default is unique per call, so tests never collide.

export const defaultPassword = 'Correct-Horse-42';
const unique = () => randomUUID().slice(0, 8);

export async function createSchool(db: Database, name = `School ${unique()}`) {
  return createSchoolRepository(db).insert({ name });
}

export async function createUser(
  db: Database,
  values: {
    role: Role;
    schoolId?: string | null;
    email?: string;
    password?: string | null;
    status?: 'active' | 'blocked' | 'deactivated';
    firstName?: string;
    lastName?: string;
  },
) {
  const password = values.password === undefined ? defaultPassword : values.password;
  return createAuthRepository(db).insertUser({
    role: values.role,
    schoolId: values.schoolId ?? null,
    email: values.email ?? `${values.role}-${unique()}@example.test`,
    firstName: values.firstName ?? 'Test',
    lastName: values.lastName ?? values.role,
    status: values.status ?? 'active',
    passwordHash: password === null ? null : await hashPassword(password),
  });
}

/** One of the catalogue's subjects, which a migration seeds (e.g. `mathematics`, `physics`). */
export async function seededSubject(db: Database, key = 'mathematics') {
  const [row] = await db.select().from(subjects).where(eq(subjects.key, key)).limit(1);
  if (!row) throw new Error(`no seeded subject ${key}`);
  return row;
}

/** A subject of its own, for tests that must not meet the seeded catalogue's. */
export async function createSubject(db: Database, values: { key?: string; name?: string } = {}) {
  const key = values.key ?? `subject-${unique()}`;
  const [row] = await db
    .insert(subjects)
    .values({ key, name: values.name ?? `Subject ${key}` })
    .returning();
  if (!row) throw new Error('subject was not created');
  return row;
}

/** A tutor account with the profile and subjects tutor search and class pickers read. */
export async function createTutor(
  db: Database,
  values: Omit<Parameters<typeof createUser>[1], 'role'> & {
    displayName?: string;
    hourlyRateCredits?: number;
    subjectIds?: string[];
  } = {},
) {
  const { displayName, hourlyRateCredits, subjectIds = [], ...userValues } = values;
  const user = await createUser(db, { ...userValues, role: 'tutor' });
  await db.insert(tutorProfiles).values({
    userId: user.id,
    displayName: displayName ?? `${user.firstName} ${user.lastName}`,
    hourlyRateCredits: hourlyRateCredits ?? 30,
  });
  if (subjectIds.length > 0)
    await db
      .insert(tutorSubjects)
      .values(subjectIds.map((subjectId) => ({ userId: user.id, subjectId })));
  return user;
}

/** A student on the roster of `by`'s school, created through the API by its staff. */
export async function createStudent(
  by: Actor,
  values: Partial<CreateStudentBody> = {},
): Promise<Student> {
  const id = unique();
  const response = await by.api.post('/api/students', {
    firstName: 'Student',
    lastName: id,
    email: `student-${id}@example.test`,
    ...values,
  });
  if (response.statusCode !== 201)
    throw new Error(`student was not created: ${response.statusCode} ${response.body}`);
  return response.json<Student>();
}

/** Weekly one-hour sessions from `first` on (a Monday in 2030 unless told). */
export function weeklySessions(count: number, first = '2030-01-07T15:00:00Z') {
  const week = 7 * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, i) => {
    const starts = new Date(Date.parse(first) + i * week);
    return {
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 60 * 60 * 1000).toISOString(),
    };
  });
}

/**
 * A class made through the API: a school admin's is approved at once, a tutor's waits for
 * approval (it needs `schoolId`). A school admin's class gets a new tutor unless one is given.
 */
export async function createClass(
  db: Database,
  by: Actor,
  values: Partial<CreateClassBody> = {},
): Promise<ClassDetail> {
  const body: CreateClassBody = {
    subjectId: values.subjectId ?? (await seededSubject(db)).id,
    title: `Class ${unique()}`,
    capacity: 10,
    priceCredits: 20,
    ...(values.recurrence ? {} : { sessions: weeklySessions(1) }),
    ...(by.role === 'tutor' ? {} : { tutorId: values.tutorId ?? (await createTutor(db)).id }),
    ...values,
  };
  const response = await by.api.post('/api/classes', body);
  if (response.statusCode !== 201)
    throw new Error(`class was not created: ${response.statusCode} ${response.body}`);
  return response.json<ClassDetail>();
}
