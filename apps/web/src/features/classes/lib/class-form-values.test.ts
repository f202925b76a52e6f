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
import { zonedDateOf, zonedTimeOf } from './local-time';

// A zone far from any the tests may run in: the form's times must not depend on the machine's.
const tokyo = 'Asia/Tokyo';

describe('the schedule of the form', () => {
  const values = (patch: Partial<ClassFormValues>): ClassFormValues => ({
    ...emptyValues(),
    ...patch,
  });

  it('turns one-off rows into sessions at those times on the school clock', () => {
    const sessions = scheduleOf(
      values({
        mode: 'sessions',
        sessions: [{ key: 'a', date: '2026-05-04', start: '10:00', end: '11:30' }],
      }),
      tokyo,
    );
    expect(sessions).toHaveLength(1);
    expect(Date.parse(sessions[0]?.startsAt ?? '')).toBe(Date.parse('2026-05-04T01:00:00Z'));
    expect(Date.parse(sessions[0]?.endsAt ?? '')).toBe(Date.parse('2026-05-04T02:30:00Z'));
  });

  it('expands a weekly rule into every session up to the last day', () => {
    const zone = tokyo;
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
    expect(sessions.map((s) => zonedDateOf(s.startsAt, zone))).toEqual([
      '2026-05-04',
      '2026-05-07',
      '2026-05-11',
      '2026-05-14',
      '2026-05-18',
      '2026-05-21',
    ]);
    expect(sessions.every((s) => zonedTimeOf(s.startsAt, zone) === '16:00')).toBe(true);
    // Monday 16:00 in Tokyo is 07:00 UTC, whatever zone this machine is in.
    expect(sessions[0]?.startsAt).toBe('2026-05-04T07:00:00.000Z');
  });

  it('keeps the wall-clock time of a weekly rule across a daylight-saving change', () => {
    const sessions = scheduleOf(
      values({
        mode: 'weekly',
        weekly: {
          date: '2026-03-23',
          start: '09:00',
          end: '10:00',
          weekdays: ['mon'],
          until: '2026-03-30',
        },
      }),
      'Europe/Berlin',
    );
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026.
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
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
    const unchanged = valuesFromDetail(detail, tokyo);
    // 10:00 UTC is 19:00 on the school's clock in Tokyo: the form shows it so.
    expect(unchanged.sessions[0]).toMatchObject({
      date: '2026-05-04',
      start: '19:00',
      end: '20:00',
    });
    expect(sameSchedule(scheduleOf(unchanged, tokyo), detail.sessions)).toBe(true);
    expect(toUpdateBody(unchanged, detail, tokyo)).not.toHaveProperty('sessions');

    const moved = {
      ...unchanged,
      sessions: [
        { ...unchanged.sessions[0], key: 'x', date: '2026-05-05', start: '10:00', end: '11:00' },
      ],
    };
    expect(toUpdateBody(moved, detail, tokyo).sessions).toEqual([
      { startsAt: '2026-05-05T10:00:00+09:00', endsAt: '2026-05-05T11:00:00+09:00' },
    ]);
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
