import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createSchoolRepository } from '../modules/school/school.repository.ts';
import { students } from '../modules/students/students.table.ts';
import { seedAppointments } from './seed-appointments.ts';
import { seedCalendar } from './seed-calendar.ts';
import { seedChat } from './seed-chat.ts';
import { seedFeeds } from './seed-feeds.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedClasses, seedEnrolments } from './seed-classes.ts';
import { seedTopics } from './seed-topics.ts';
import { demoTutorNames, seedTutors } from './seed-tutors.ts';
import type { Database } from './client.ts';

const firstNames = [
  'Olivia',
  'Noah',
  'Emma',
  'Liam',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Sofia',
  'Mateo',
  'Isabella',
  'Leo',
  'Chloe',
  'Omar',
  'Hannah',
  'Yusuf',
  'Grace',
  'Kenji',
  'Zara',
  'Felix',
  'Amara',
  'Elias',
  'Nora',
  'Ravi',
  'Maya',
  'Tomás',
  'Layla',
  'Finn',
  'Aisha',
  'Hugo',
  'Ines',
  'Samuel',
  'Clara',
  'Arjun',
  'Freya',
  'Diego',
];
const lastNames = [
  'Nguyen',
  'Schmidt',
  'García',
  'Okoye',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Johansson',
  'Tanaka',
  'Dubois',
  'Fernandes',
  'Murphy',
  'Petrov',
  'Silva',
  'Mensah',
  'Larsen',
  'Choi',
  'Moreau',
  'Novak',
  'Kaur',
  'Walsh',
  'Yilmaz',
  'Bianchi',
  'Andersen',
  'Osei',
  'Castro',
  'Fischer',
  'Park',
  'Ahmed',
  'Lindqvist',
];

export const demoSchoolName = 'Riverside International School';
export const demoStudentCount = 200;

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Seeds the demo school on an empty database. Running it again changes nothing. */
export async function seedDemo(db: Database, onSeeding?: () => void): Promise<boolean> {
  const auth = createAuthRepository(db);
  const first = demoAccounts[0];
  if (!first || (await auth.findUserByEmail(first.email))) return false;
  onSeeding?.();

  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const school = await createSchoolRepository(tx).insert({
      name: demoSchoolName,
      description:
        'An international day school for ages 11 to 18, with after-school tutoring in every core subject.',
      street: '14 Riverside Walk',
      city: 'Bristol',
      postalCode: 'BS1 4QA',
      country: 'United Kingdom',
      phone: '+44 117 496 0321',
      email: 'office@riverside.demo.school',
      website: 'https://riverside.demo.school',
      timezone: 'Europe/London',
      supportEmail: 'help@riverside.demo.school',
    });
    const rows: (typeof users.$inferInsert)[] = demoAccounts.map((account, i) => ({
      schoolId: account.role === 'admin' ? null : school.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      passwordHash: hashes[i] ?? null,
    }));
    for (const [firstName, lastName] of demoTutorNames) {
      rows.push({
        schoolId: school.id,
        email: `${slug(firstName)}.${slug(lastName)}@tutors.demo.school`,
        firstName,
        lastName,
        role: 'tutor',
      });
    }
    // The demo student account is one of the roster; the others have no password until invited.
    for (let i = 1; i < demoStudentCount; i++) {
      const firstName = firstNames[i % firstNames.length] ?? 'Alex';
      const lastName = lastNames[(i * 7) % lastNames.length] ?? 'Smith';
      rows.push({
        schoolId: school.id,
        email: `${slug(firstName)}.${slug(lastName)}${i}@students.demo.school`,
        firstName,
        lastName,
        role: 'student',
      });
    }
    const inserted = await tx.insert(users).values(rows).returning();
    await seedTutors(tx, school.id, inserted);
    await seedClasses(tx, school.id, inserted);
    // Every student account is on the roster; a few are still invited or have left.
    const roster = inserted.filter((u) => u.role === 'student');
    // Each student's age fits their grade: Grade g turns g + 5 in the school year that began last
    // September (born January to August), so Grade 7 is 12 and Grade 12 is 17 this school year.
    const today = new Date();
    const schoolYear = today.getUTCFullYear() - (today.getUTCMonth() < 8 ? 1 : 0);
    await tx.insert(students).values(
      roster.map((u, i) => ({
        schoolId: school.id,
        userId: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        grade: `Grade ${7 + (i % 6)}`,
        dateOfBirth: `${schoolYear - 12 - (i % 6)}-${String(1 + (i % 8)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        phone: i % 3 === 0 ? `+44 7700 9${String(i).padStart(5, '0')}` : null,
        guardianName: `${firstNames[(i + 5) % firstNames.length] ?? 'Sam'} ${u.lastName}`,
        guardianEmail: `guardian${i}@families.demo.school`,
        guardianPhone: `+44 7700 8${String(i).padStart(5, '0')}`,
        status:
          i > 0 && i % 25 === 0
            ? ('deactivated' as const)
            : i > 0 && i % 17 === 0
              ? ('invited' as const)
              : ('active' as const),
        enrolledAt: `202${3 + (i % 3)}-09-0${1 + (i % 5)}`,
      })),
    );
    const admin = inserted.find((u) => u.role === 'sadmin');
    if (admin) await seedEnrolments(tx, school.id, admin.id);
    await seedTopics(tx, school.id, inserted);
    await seedAppointments(tx, school.id, inserted);
    await seedCalendar(tx, school, inserted);
    await seedChat(tx, school.id, inserted);
    await seedFeeds(tx, school.id, inserted);
    await seedNotifications(tx, school, inserted);
  });
  return true;
}
