import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { users } from '../modules/auth/auth.table.ts';
import { demoAccounts } from '../modules/auth/demo-accounts.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createSchoolRepository } from '../modules/school/school.repository.ts';
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
const tutorNames: [string, string][] = [
  ['Sarah', 'Mitchell'],
  ['Tobias', 'Wagner'],
  ['Mei', 'Lin'],
  ['Rafael', 'Costa'],
  ['Helen', 'Adeyemi'],
  ['Marc', 'Lefèvre'],
  ['Anika', 'Sharma'],
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
export async function seedDemo(db: Database): Promise<boolean> {
  const auth = createAuthRepository(db);
  const first = demoAccounts[0];
  if (!first || (await auth.findUserByEmail(first.email))) return false;

  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const school = await createSchoolRepository(tx).insert({ name: demoSchoolName });
    const rows: (typeof users.$inferInsert)[] = demoAccounts.map((account, i) => ({
      schoolId: account.role === 'admin' ? null : school.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      passwordHash: hashes[i] ?? null,
    }));
    for (const [firstName, lastName] of tutorNames) {
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
    await tx.insert(users).values(rows);
  });
  return true;
}
