import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  formPathOf,
  sameSchedule,
  scheduleOf,
  toUpdateBody,
  valuesFromDetail,
  type ClassFormValues,
} from './class-form-values';
import { localDateOf, localTimeOf, nextDay, toLocalIso } from './local-time';

// The tests run in the machine's zone; local wall-clock times are compared through Date.
const local = (iso: string) => new Date(iso);

describe('local times', () => {
  it('builds ISO 8601 with the offset of the day, and reads it back', () => {
    const iso = toLocalIso('2026-03-05', '16:00');
    expect(iso).toMatch(/^2026-03-05T16:00:00[+-]\d{2}:\d{2}$/);
    expect(iso && localDateOf(iso)).toBe('2026-03-05');
    expect(iso && localTimeOf(iso)).toBe('16:00');
    expect(toLocalIso(null, '16:00')).toBeNull();
    expect(toLocalIso('2026-03-05', '')).toBeNull();
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the schedule of the form', () => {
  const values = (patch: Partial<ClassFormValues>): ClassFormValues => ({
    ...emptyValues(),
    ...patch,
  });

  it('turns one-off rows into sessions', () => {
    const sessions = scheduleOf(
      values({
        mode: 'sessions',
        sessions: [{ key: 'a', date: '2026-05-04', start: '10:00', end: '11:30' }],
      }),
      'UTC',
    );
    expect(sessions).toHaveLength(1);
    expect(local(sessions[0]?.startsAt ?? '').getHours()).toBe(10);
    expect(local(sessions[0]?.endsAt ?? '').getMinutes()).toBe(30);
  });

  it('expands a weekly rule into every session up to the last day', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const sessions = scheduleOf(
      values({
        mode: 'weekly',
        weekly: {
          date: '2026-05-04',
          start: '16:00',
          end: '17:30',
          weekdays: ['mon', 'thu'],
          until: '2026-05-21',
        },
      }),
      zone,
    );
    expect(sessions.map((s) => localDateOf(s.startsAt))).toEqual([
      '2026-05-04',
      '2026-05-07',
      '2026-05-11',
      '2026-05-14',
      '2026-05-18',
      '2026-05-21',
    ]);
    expect(sessions.every((s) => localTimeOf(s.startsAt) === '16:00')).toBe(true);
  });

  it('sends the sessions of an edited class only when they changed', () => {
    const detail = {
      tutor: { id: 't', name: 'T', photo: null, hourlyRateCredits: null },
      subject: { id: 's', key: 'maths', name: 'Maths' },
      title: 'Algebra',
      description: '',
      videoUrl: null,
      location: null,
      capacity: 10,
      priceCredits: 5,
      sessions: [
        { id: '1', startsAt: '2026-05-04T10:00:00.000Z', endsAt: '2026-05-04T11:00:00.000Z' },
      ],
    } as unknown as ClassDetail;
    const unchanged = valuesFromDetail(detail);
    expect(sameSchedule(scheduleOf(unchanged, 'UTC'), detail.sessions)).toBe(true);
    expect(toUpdateBody(unchanged, detail, 'UTC')).not.toHaveProperty('sessions');

    const moved = {
      ...unchanged,
      sessions: [
        { ...unchanged.sessions[0], key: 'x', date: '2026-05-05', start: '10:00', end: '11:00' },
      ],
    };
    expect(toUpdateBody(moved, detail, 'UTC').sessions).toHaveLength(1);
  });
});

describe('server field names', () => {
  it('point at the matching form inputs', () => {
    expect(formPathOf('sessions.2.endsAt', 'sessions')).toBe('sessions.2.end');
    expect(formPathOf('sessions.0.startsAt', 'sessions')).toBe('sessions.0.start');
    expect(formPathOf('sessions.0.startsAt', 'weekly')).toBe('schedule');
    expect(formPathOf('recurrence', 'weekly')).toBe('schedule');
    expect(formPathOf('capacity', 'weekly')).toBe('capacity');
  });
});
