// A school roster for benches: names from a small list, every field a list shows filled.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

export const firstNames = [
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
];
export const lastNames = [
  'Nguyen',
  'Schmidt',
  'Garcia',
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
];

/** `count` students in one school, set-based (generate_series), then analysed. */
export async function seedStudents(database: DatabaseHandle, schoolId: string, count: number) {
  const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
  await database.db.execute(sql`
    insert into students (school_id, first_name, last_name, email, grade, status, enrolled_at)
    select ${schoolId}::uuid,
      (${list(firstNames)})[1 + (i % ${firstNames.length})],
      (${list(lastNames)})[1 + ((i / 7) % ${lastNames.length})],
      'bench' || i || '@roster.example',
      'Grade ' || (7 + i % 6),
      case when i % 25 = 0 then 'deactivated' when i % 17 = 0 then 'invited' else 'active' end,
      date '2024-09-01'
    from generate_series(1, ${count}) as i`);
  await database.db.execute(sql`analyze students`);
}
