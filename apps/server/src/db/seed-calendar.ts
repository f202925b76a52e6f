import { lastEndOf } from '@school/shared/calendar/occurrences';
import { DateTime } from 'luxon';
import type { users } from '../modules/auth/auth.table.ts';
import type { NewCalendarEvent } from '../modules/calendar/calendar.repository.ts';
import { createCalendarRepository } from '../modules/calendar/calendar.repository.ts';
import type { Database } from './client.ts';

type UserRow = typeof users.$inferSelect;
type Label = NewCalendarEvent['label'];
type Audience = NewCalendarEvent['audience'];

/** One demo event: when (a Monday's offset, local times or whole days) and who it is for. */
type Spec = {
  key: string;
  title: string;
  description: string;
  label: Label;
  audience: Audience;
  location?: string;
  /** Days from the week's Monday (see below), and the local start and end ("HH:mm"), or whole days. */
  day: number;
  times: [start: string, end: string] | { days: number };
  weeklyFor?: number;
};

const specs: Spec[] = [
  {
    key: 'staff-meeting',
    title: 'Staff meeting',
    description: 'Week ahead, cover and notices.',
    label: 'meeting',
    audience: 'staff',
    location: 'Staff room',
    day: -21,
    times: ['08:00', '08:45'],
    weeklyFor: 12,
  },
  {
    key: 'science-fair',
    title: 'Science fair',
    description: 'Projects from every year group in the main hall; families welcome.',
    label: 'other',
    audience: 'school',
    location: 'Main hall',
    day: -3,
    times: { days: 1 },
  },
  {
    key: 'budget-review',
    title: 'Budget review',
    description: 'Credits spent this term against the plan, and the top-ups for the next.',
    label: 'business',
    audience: 'staff',
    location: 'Office',
    day: 2,
    times: ['14:00', '15:00'],
  },
  {
    key: 'dentist',
    title: 'Amelia away (dentist)',
    description: 'Questions to Jonas in the meantime.',
    label: 'personal',
    audience: 'staff',
    day: 3,
    times: ['10:00', '11:30'],
  },
  {
    key: 'mock-maths',
    title: 'Mock exam: Mathematics',
    description: 'Paper 1, calculators allowed. Arrive ten minutes early.',
    label: 'exam',
    audience: 'school',
    location: 'Main hall',
    day: 8,
    times: ['09:00', '11:00'],
  },
  {
    key: 'parents-evening',
    title: 'Parents’ evening',
    description: 'Ten-minute meetings with each subject teacher; book a slot at the office.',
    label: 'meeting',
    audience: 'school',
    location: 'Main hall',
    day: 10,
    times: ['17:00', '19:30'],
  },
  {
    key: 'break',
    title: 'Half-term break',
    description: 'No classes; the office is open in the mornings.',
    label: 'holiday',
    audience: 'school',
    day: 21,
    times: { days: 5 },
  },
];

/**
 * Demo school events around today, in the school's time zone: a weekly staff meeting, exams, a
 * parents' evening, a break, a business and a personal entry, so every label and the events
 * source show something on the calendar of a fresh start.
 */
export async function seedCalendar(
  tx: Database,
  school: { id: string; timezone: string },
  accounts: UserRow[],
  now = new Date(),
): Promise<void> {
  const admin = accounts.find((u) => u.role === 'sadmin');
  if (!admin) return;
  const { id: schoolId, timezone: zone } = school;
  // This week's Monday, or the coming one from Saturday on, so that most events are still ahead.
  const monday = DateTime.fromJSDate(now, { zone }).plus({ days: 2 }).startOf('week');
  const repo = createCalendarRepository(tx);
  for (const spec of specs) {
    const day = monday.plus({ days: spec.day });
    const allDay = !Array.isArray(spec.times);
    const at = (time: string) => {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      return day.set({ hour, minute }).toJSDate();
    };
    const [startsAt, endsAt] = Array.isArray(spec.times)
      ? [at(spec.times[0]), at(spec.times[1])]
      : [day.toJSDate(), day.plus({ days: spec.times.days }).toJSDate()];
    const repeatUntil = spec.weeklyFor ? day.plus({ weeks: spec.weeklyFor - 1 }).toISODate() : null;
    const series = {
      start: startsAt,
      end: endsAt,
      allDay,
      repeat: spec.weeklyFor ? ('weekly' as const) : null,
      repeatUntil,
    };
    await repo.insert({
      schoolId,
      uid: `demo-${spec.key}@school-console`,
      title: spec.title,
      description: spec.description,
      startsAt,
      endsAt,
      allDay,
      label: spec.label,
      location: spec.location ?? null,
      audience: spec.audience,
      classId: null,
      repeat: series.repeat,
      repeatUntil,
      lastEndsAt: lastEndOf(series, zone) ?? endsAt,
      createdBy: admin.id,
      createdAt: now,
      updatedAt: now,
    });
  }
}
