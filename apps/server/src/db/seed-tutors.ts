import { localDay, openIntervals, type ExceptionMinutes } from '@school/shared/tutors/availability';
import { minutesOfDay, tutorLimits, type TutorLevel } from '@school/shared/tutors/tutors.rules';
import type { users } from '../modules/auth/auth.table.ts';
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts';
import { addReviews, type NewReview } from '../modules/tutors/tutor-reviews.ts';
import { createTutorsRepository } from '../modules/tutors/tutors.repository.ts';
import { rollJob } from '../modules/tutors/tutors.service.ts';
import {
  subjects,
  tutorAvailabilityExceptions,
  tutorOpenWindows,
  tutorProfiles,
  tutorSubjects,
  tutorWeeklyWindows,
} from '../modules/tutors/tutors.table.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;

/** The demo's tutor accounts besides tutor@demo.school (the first seven also run classes). */
export const demoTutorNames: [string, string][] = [
  ['Sarah', 'Mitchell'],
  ['Tobias', 'Wagner'],
  ['Mei', 'Lin'],
  ['Rafael', 'Costa'],
  ['Helen', 'Adeyemi'],
  ['Marc', 'Lefèvre'],
  ['Anika', 'Sharma'],
  ['Stefan', 'Krause'],
  ['Amelia', 'Brooks'],
  ['Kwame', 'Asante'],
  ['Lucía', 'Romero'],
  ['Yuki', 'Sato'],
  ['Fatima', 'Benali'],
  ['Oliver', 'Grant'],
  ['Ingrid', 'Solberg'],
  ['Pedro', 'Almeida'],
  ['Chloé', 'Girard'],
  ['Daniel', 'Kim'],
  ['Aaliyah', 'Hassan'],
  ['Mateusz', 'Nowak'],
  ['Grace', 'O’Connor'],
  ['Vikram', 'Iyer'],
  ['Elena', 'Popescu'],
  ['Samuel', 'Boateng'],
  ['Hana', 'Yamamoto'],
  ['Lukas', 'Hofmann'],
  ['Isabel', 'Navarro'],
  ['Thomas', 'Reid'],
  ['Nadia', 'Karimi'],
  ['Benoît', 'Marchand'],
  ['Priya', 'Nair'],
  ['Ethan', 'Clarke'],
  ['Sofia', 'Ricci'],
  ['Adebayo', 'Okonkwo'],
  ['Freya', 'Lund'],
  ['Carlos', 'Mendes'],
  ['Julia', 'Zielińska'],
  ['Hiro', 'Watanabe'],
  ['Maryam', 'Farouk'],
  ['Noah', 'Friedman'],
];

const zones = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'Europe/Paris',
  'Asia/Tokyo',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Africa/Lagos',
  'Australia/Sydney',
  'Europe/Madrid',
];
const languageSets = [
  ['en'],
  ['en', 'de'],
  ['en', 'fr'],
  ['es', 'en'],
  ['pt', 'en'],
  ['ar', 'en', 'fr'],
  ['ja', 'en'],
  ['de'],
  ['fr'],
  ['en', 'hi'],
  ['it', 'en'],
  ['pl', 'en', 'de'],
];
const levels: TutorLevel[] = ['primary', 'secondary', 'exam_prep', 'university'];
const subjectKeys = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'english',
  'languages',
  'history',
  'geography',
  'computer-science',
  'music',
  'art',
  'economics',
];
const headlines = [
  'Patient, structured lessons that build confidence',
  'Exam technique and past papers until it clicks',
  'From first steps to top grades',
  'University-level depth, explained simply',
  'Curiosity first: learning by doing',
  'Clear explanations, steady progress, honest feedback',
];
/** Weekly windows in the tutor's own zone: [weekdays, start, end]. */
const patterns: [number[], string, string][][] = [
  [[[1, 2, 3, 4, 5], '16:00', '20:00']],
  [[[6, 7], '09:00', '13:00']],
  [
    [[1, 3, 5], '08:00', '12:00'],
    [[2, 4], '14:00', '18:00'],
  ],
  [[[1, 2, 3, 4, 5, 6], '10:00', '15:30']],
  [
    [[2, 4], '18:00', '22:00'],
    [[7], '15:00', '19:00'],
  ],
  [[[1, 2, 3, 4, 5], '07:00', '09:00']],
];
const reviewTexts = [
  'Clear, patient and well prepared.',
  'My daughter finally enjoys the subject.',
  'Great exam tips, the grade went up by two.',
  null,
  'Explains things in several ways until they stick.',
  'Always on time and very encouraging.',
  null,
  'Good, though sessions sometimes ran over.',
];

/**
 * At least 40 tutor profiles with varied subjects, levels, rates, languages, zones, weekly
 * availability, exceptions and reviews, so every search filter shows results on a fresh start.
 * Rows go in a few bulk inserts, so the demo start stays fast; reviews go through `addReviews`,
 * as the appointments module will write them.
 */
export async function seedTutors(
  tx: Database,
  schoolId: string,
  accounts: UserRow[],
  now = new Date(),
): Promise<void> {
  const tutors = accounts.filter((u) => u.role === 'tutor');
  const reviewers = accounts.filter((u) => u.role === 'sadmin' || u.role === 'editor');
  const catalogue = new Map((await tx.select().from(subjects)).map((s) => [s.key, s]));
  const profiles: (typeof tutorProfiles.$inferInsert)[] = [];
  const levelRows: (typeof tutorSubjects.$inferInsert)[] = [];
  const weeklyRows: (typeof tutorWeeklyWindows.$inferInsert)[] = [];
  const exceptionRows: (typeof tutorAvailabilityExceptions.$inferInsert)[] = [];
  const windowRows: (typeof tutorOpenWindows.$inferInsert)[] = [];
  const reviews: NewReview[] = [];
  for (const [i, tutor] of tutors.entries()) {
    const zone = zones[i % zones.length] ?? 'UTC';
    const chosen = [subjectKeys[i % 12], subjectKeys[(i * 5 + 3) % 12]].flatMap((key) => {
      const subject = key ? catalogue.get(key) : undefined;
      return subject ? [subject] : [];
    });
    for (const [j, s] of chosen.entries())
      for (const level of levels
        .filter((_, l) => (i + j + l) % 3 !== 0)
        .slice(0, 1 + ((i + j) % 3)))
        levelRows.push({ userId: tutor.id, subjectId: s.id, level });
    const subjectNames = chosen.map((s) => s.name).join(' and ');
    const today = localDay(now.getTime(), zone);
    const until = localDay(now.getTime(), zone, tutorLimits.horizonDays);
    profiles.push({
      userId: tutor.id,
      displayName: `${tutor.firstName} ${tutor.lastName}`,
      headline: `${subjectNames}: ${headlines[i % headlines.length] ?? ''}`,
      bio: `${tutor.firstName} has taught ${subjectNames} for ${3 + (i % 15)} years, from primary pupils to university entrants. Lessons mix worked examples, short practice and feedback after every session.`,
      hourlyRateCredits: 15 + ((i * 17) % 23) * 5,
      languages: languageSets[i % languageSets.length] ?? ['en'],
      videoUrl: i % 3 === 0 ? 'https://www.youtube.com/watch?v=aircAruvnKk' : null,
      meetingLink: `https://meet.demo.school/${tutor.firstName.toLowerCase()}-${i + 1}`,
      timeZone: zone,
      windowsUntil: until,
      createdAt: new Date(now.getTime() - (400 - i * 9) * 86_400_000),
    });

    const weekly = (patterns[i % patterns.length] ?? []).flatMap(([days, start, end]) =>
      days.map((weekday) => ({
        weekday,
        startMinute: minutesOfDay(start),
        endMinute: minutesOfDay(end),
      })),
    );
    const exceptions: ExceptionMinutes[] =
      i % 4 === 0
        ? [
            {
              day: localDay(now.getTime(), zone, 3),
              kind: 'off',
              startMinute: null,
              endMinute: null,
            },
            {
              day: localDay(now.getTime(), zone, 5),
              kind: 'extra',
              startMinute: 720,
              endMinute: 840,
            },
          ]
        : [];
    weeklyRows.push(...weekly.map((w) => ({ ...w, tutorId: tutor.id })));
    exceptionRows.push(...exceptions.map((e) => ({ ...e, tutorId: tutor.id })));
    // The same windows the availability service materialises, computed here in one go.
    for (const w of openIntervals({ weekly, exceptions }, zone, today, until))
      windowRows.push({ tutorId: tutor.id, startsAt: new Date(w.start), endsAt: new Date(w.end) });

    // From none to many reviews; one tutor with a lone 5★ (ranked below the many 4.8s).
    const count = i === 5 ? 1 : (i * 7) % 23;
    for (let r = 0; r < count; r++)
      reviews.push({
        tutorId: tutor.id,
        schoolId,
        authorUserId: reviewers[r % Math.max(reviewers.length, 1)]?.id ?? null,
        rating: i === 5 ? 5 : Math.max(1, 5 - ((r * (i % 4)) % 3) - (r % 5 === 0 ? 1 : 0)),
        text: reviewTexts[(i + r) % reviewTexts.length] ?? null,
        createdAt: new Date(now.getTime() - (r * 11 + i) * 86_400_000),
      });
  }
  if (profiles.length === 0) return;
  await tx.insert(tutorProfiles).values(profiles);
  await tx.insert(tutorSubjects).values(levelRows);
  await tx.insert(tutorWeeklyWindows).values(weeklyRows);
  if (exceptionRows.length > 0) await tx.insert(tutorAvailabilityExceptions).values(exceptionRows);
  for (let i = 0; i < windowRows.length; i += 2000)
    await tx.insert(tutorOpenWindows).values(windowRows.slice(i, i + 2000));
  await createTutorsRepository(tx).refreshSearchFields(tutors.map((t) => t.id));
  await addReviews(tx, reviews);

  // The daily roll keeps the windows ahead of the horizon from the next midnight on.
  const day = 86_400_000;
  const next = new Date(Math.floor(now.getTime() / day) * day + day + 300_000);
  await createJobsRepository(tx).insert({
    name: rollJob,
    key: next.toISOString().slice(0, 10),
    payload: null,
    runAt: next,
    maxAttempts: 5,
  });
}
