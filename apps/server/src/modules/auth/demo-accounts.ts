import type { Role } from '@school/shared/auth/roles';

/** The demo accounts seeded on first start (README lists them; the login page shows them in demo mode). */
export const demoAccounts: {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}[] = [
  {
    role: 'sadmin',
    email: 'admin@demo.school',
    password: 'SchoolAdmin#2026',
    firstName: 'Amelia',
    lastName: 'Hart',
  },
  {
    role: 'editor',
    email: 'editor@demo.school',
    password: 'SchoolEditor#2026',
    firstName: 'Jonas',
    lastName: 'Becker',
  },
  {
    role: 'admin',
    email: 'platform@demo.school',
    password: 'PlatformAdmin#2026',
    firstName: 'Priya',
    lastName: 'Raman',
  },
  {
    role: 'tutor',
    email: 'tutor@demo.school',
    password: 'SchoolTutor#2026',
    firstName: 'Daniel',
    lastName: 'Okafor',
  },
  {
    role: 'student',
    email: 'student@demo.school',
    password: 'SchoolStudent#2026',
    firstName: 'Lina',
    lastName: 'Moreau',
  },
];
