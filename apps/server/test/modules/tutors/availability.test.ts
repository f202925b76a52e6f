import type { TutorSlots } from '@school/shared/tutors/tutors.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService } from '../../../src/modules/audit/audit.service.ts';
import type { AuthContext } from '../../../src/modules/auth/auth.service.ts';
import { createTutorsService } from '../../../src/modules/tutors/tutors.service.ts';
import { signInAs, type Actor } from '../../support/actors.ts';
import { eventually } from '../../support/eventually.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idsOf, profiledTutor, search, setSchoolZone } from './tutor-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sundayMornings = { weekly: [{ weekday: 7, start: '09:00', end: '12:00' }], exceptions: [] };

async function slots(viewer: Actor, tutor: Actor, query: string): Promise<TutorSlots> {
  const response = await viewer.api.get(`/api/tutors/${tutor.userId}/slots?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TutorSlots>();
}
const starts = (answer: TutorSlots) => answer.items.map((s) => s.startsAt);

describe('availability across the spring daylight-saving changes', () => {
  let viewer: Actor;
  let berlin: Actor;
  let newYork: Actor;
  beforeAll(async () => {
    t.clock.set(new Date('2027-03-01T12:00:00Z'));
    viewer = await signInAs(t, 'sadmin');
    berlin = await profiledTutor(
      t,
      { displayName: 'Berlin Spring', timeZone: 'Europe/Berlin' },
      {
        weekly: sundayMornings.weekly,
        exceptions: [
          { date: '2027-03-21', kind: 'off' },
          { date: '2027-03-24', kind: 'extra', start: '18:00', end: '19:00' },
        ],
      },
    );
    newYork = await profiledTutor(
      t,
      { displayName: 'New York Spring', timeZone: 'America/New_York' },
      sundayMornings,
    );
  });

  it('keeps Berlin’s 09:00 local before and after the change, minus the day off, plus the extra', async () => {
    const answer = await slots(viewer, berlin, 'from=2027-03-14T00:00:00Z&to=2027-03-29T00:00:00Z');
    expect(answer.timeZone).toBe('UTC');
    expect(starts(answer)).toEqual([
      '2027-03-14T08:00:00.000Z',
      '2027-03-14T09:00:00.000Z',
      '2027-03-14T10:00:00.000Z',
      // 21 March is a day off; 24 March has an extra hour at 18:00 CET.
      '2027-03-24T17:00:00.000Z',
      '2027-03-28T07:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-03-28T09:00:00.000Z',
    ]);
  });

  it('keeps New York’s 09:00 local before and after its change, in 30-minute slots too', async () => {
    const hours = await slots(viewer, newYork, 'from=2027-03-07T00:00:00Z&to=2027-03-15T00:00:00Z');
    expect(starts(hours)).toEqual([
      '2027-03-07T14:00:00.000Z',
      '2027-03-07T15:00:00.000Z',
      '2027-03-07T16:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-14T14:00:00.000Z',
      '2027-03-14T15:00:00.000Z',
    ]);
    const halves = await slots(
      viewer,
      newYork,
      'from=2027-03-14T00:00:00Z&to=2027-03-15T00:00:00Z&length=30',
    );
    expect(halves.length).toBe(30);
    expect(halves.items).toHaveLength(6);
    expect(halves.items[5]).toEqual({
      startsAt: '2027-03-14T15:30:00.000Z',
      endsAt: '2027-03-14T16:00:00.000Z',
    });
  });

  it('names the next free slot on the search card', async () => {
    const answer = await search(viewer, 'q=berlin spring');
    const card = answer.items.find((i) => i.id === berlin.userId);
    expect(card?.nextFreeSlot).toBe('2027-03-07T08:00:00.000Z');
  });

  it('reads availableOn and the time window in the school’s zone', async () => {
    await setSchoolZone(t, viewer.schoolId, 'Europe/Berlin');
    const morning = await search(viewer, 'availableOn=2027-03-28&fromTime=09:00&toTime=10:00');
    expect(morning.timeZone).toBe('Europe/Berlin');
    expect(idsOf(morning)).toContain(berlin.userId);
    expect(idsOf(morning)).not.toContain(newYork.userId);
    // 09:00 New York is 15:00 in Berlin on 28 March (New York changed on the 14th).
    const afternoon = await search(viewer, 'availableOn=2027-03-28&fromTime=15:00&toTime=16:00');
    expect(idsOf(afternoon)).toContain(newYork.userId);
    expect(idsOf(afternoon)).not.toContain(berlin.userId);
    // A window too short for a 30-minute slot inside the tutor's hours finds nobody.
    const tooLate = await search(viewer, 'availableOn=2027-03-28&fromTime=10:45&toTime=11:10');
    expect(idsOf(tooLate)).not.toContain(berlin.userId);
    // The whole day, and a day off.
    expect(idsOf(await search(viewer, 'availableOn=2027-03-28'))).toEqual(
      expect.arrayContaining([berlin.userId, newYork.userId]),
    );
    const dayOff = idsOf(await search(viewer, 'availableOn=2027-03-21'));
    expect(dayOff).toContain(newYork.userId);
    expect(dayOff).not.toContain(berlin.userId);
    // The viewer's zone names the slots' zone too.
    expect((await slots(viewer, berlin, 'length=60')).timeZone).toBe('Europe/Berlin');
    await setSchoolZone(t, viewer.schoolId, 'UTC');
  });

  it('finds no one on a past day', async () => {
    expect(idsOf(await search(viewer, 'availableOn=2027-02-28'))).toEqual([]);
  });
});

describe('a window that opened hours before the searched time', () => {
  it('finds the tutor however long ago their window opened that day', async () => {
    t.clock.set(new Date('2027-05-31T12:00:00Z'));
    const viewer = await signInAs(t, 'sadmin');
    const wednesday = (start: string, end: string) => ({
      weekly: [{ weekday: 3, start, end }],
      exceptions: [],
    });
    const allDay = await profiledTutor(t, {}, wednesday('00:00', '24:00'));
    const longDay = await profiledTutor(t, {}, wednesday('07:00', '21:00'));
    const morning = await profiledTutor(t, {}, wednesday('09:00', '12:00'));
    const at = (from: string, to: string) =>
      search(viewer, `availableOn=2027-06-02&fromTime=${from}&toTime=${to}`).then(idsOf);

    // Windows that opened 20 and 13 hours before the searched hour, and 22½ before a later one.
    const evening = await at('20:00', '21:00');
    expect(evening).toEqual(expect.arrayContaining([allDay.userId, longDay.userId]));
    expect(evening).not.toContain(morning.userId);
    const late = await at('22:30', '23:30');
    expect(late).toContain(allDay.userId);
    expect(late).not.toContain(longDay.userId);
    expect(await at('10:00', '11:00')).toEqual(
      expect.arrayContaining([allDay.userId, longDay.userId, morning.userId]),
    );

    // Once the long windows are gone, so are their tutors.
    const cleared = await allDay.api.put(
      '/api/tutors/me/availability',
      wednesday('06:00', '08:00'),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await at('22:30', '23:30')).not.toContain(allDay.userId);
    expect(await at('06:30', '07:30')).toEqual(
      expect.arrayContaining([allDay.userId, longDay.userId]),
    );
  });
});

describe('availability across the autumn daylight-saving changes', () => {
  let viewer: Actor;
  let berlin: Actor;
  let newYork: Actor;
  beforeAll(async () => {
    t.clock.set(new Date('2027-10-15T12:00:00Z'));
    viewer = await signInAs(t, 'editor');
    berlin = await profiledTutor(t, { timeZone: 'Europe/Berlin' }, sundayMornings);
    newYork = await profiledTutor(t, { timeZone: 'America/New_York' }, sundayMornings);
  });

  it('moves the UTC hours an hour later after each change', async () => {
    const b = await slots(viewer, berlin, 'from=2027-10-24T00:00:00Z&to=2027-11-01T00:00:00Z');
    expect(starts(b)).toEqual([
      '2027-10-24T07:00:00.000Z',
      '2027-10-24T08:00:00.000Z',
      '2027-10-24T09:00:00.000Z',
      '2027-10-31T08:00:00.000Z',
      '2027-10-31T09:00:00.000Z',
      '2027-10-31T10:00:00.000Z',
    ]);
    const n = await slots(viewer, newYork, 'from=2027-10-31T00:00:00Z&to=2027-11-08T00:00:00Z');
    expect(starts(n)).toEqual([
      '2027-10-31T13:00:00.000Z',
      '2027-10-31T14:00:00.000Z',
      '2027-10-31T15:00:00.000Z',
      '2027-11-07T14:00:00.000Z',
      '2027-11-07T15:00:00.000Z',
      '2027-11-07T16:00:00.000Z',
    ]);
  });

  it('rolls the windows forward with the daily job', async () => {
    const beyond = 'from=2027-12-19T00:00:00Z&to=2027-12-20T00:00:00Z';
    // 19 December is past the 60-day horizon of 15 October.
    expect(starts(await slots(viewer, berlin, beyond))).toEqual([]);
    t.clock.set(new Date('2027-10-30T00:10:00Z'));
    // Access tokens last minutes: sign in again at the new time.
    viewer = await signInAs(t, 'editor');
    await t.app.services.jobs.wake();
    await eventually(
      async () => {
        await t.app.services.jobs.wake();
        expect(starts(await slots(viewer, berlin, beyond))).toEqual([
          '2027-12-19T08:00:00.000Z',
          '2027-12-19T09:00:00.000Z',
          '2027-12-19T10:00:00.000Z',
        ]);
      },
      { timeoutMs: 10_000 },
    );
  });

  it('only offers slots that have not started', async () => {
    t.clock.set(new Date('2027-10-31T08:30:00Z'));
    viewer = await signInAs(t, 'editor');
    const today = await slots(viewer, berlin, 'from=2027-10-31T00:00:00Z&to=2027-11-01T00:00:00Z');
    expect(starts(today)).toEqual(['2027-10-31T09:00:00.000Z', '2027-10-31T10:00:00.000Z']);
  });

  it('names as next free slot the first half hour still ahead, else the next window’s', async () => {
    const nextFree = async () => {
      const response = await viewer.api.get(`/api/tutors/${berlin.userId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ nextFreeSlot: string | null }>().nextFreeSlot;
    };
    // Today's window is 08:00–11:00 UTC; its half hours step from 08:00.
    t.clock.set(new Date('2027-10-31T08:40:00Z'));
    viewer = await signInAs(t, 'editor');
    expect(await nextFree()).toBe('2027-10-31T09:00:00.000Z');
    // 20 minutes left today: no half hour fits, so next Sunday's 09:00 in Berlin.
    t.clock.set(new Date('2027-10-31T10:40:00Z'));
    viewer = await signInAs(t, 'editor');
    expect(await nextFree()).toBe('2027-11-07T08:00:00.000Z');
  });
});

describe('busy time', () => {
  it('is taken out of the windows, the slots and the availability search', async () => {
    t.clock.set(new Date('2027-05-01T00:00:00Z'));
    const viewer = await signInAs(t, 'sadmin');
    const tutor = await profiledTutor(t, { timeZone: 'UTC' });
    const busy = [
      { startsAt: new Date('2027-05-02T10:00:00Z'), endsAt: new Date('2027-05-02T11:00:00Z') },
    ];
    const seen: string[] = [];
    const service = createTutorsService({
      db: t.database.db,
      clock: t.clock.now,
      audit: createAuditService(t.database.db),
      school: { timezoneOf: async () => 'UTC' },
      uploads: { isUsableBy: async () => true },
      jobs: { schedule: async () => ({ id: 'job', scheduled: true }) },
      busy: async (_db, tutorId, from, to) => {
        seen.push(tutorId);
        return busy.filter((b) => b.startsAt < to && b.endsAt > from);
      },
    });
    const auth: AuthContext = { user: { ...tutor.user, timeZone: null }, sessionId: 'test' };
    await service.updateMyAvailability(auth, sundayMornings);
    expect(seen).toContain(tutor.userId);
    const viewerAuth: AuthContext = {
      user: { ...viewer.user, timeZone: 'UTC' },
      sessionId: 'test',
    };
    const answer = await service.slots(viewerAuth, tutor.userId, {
      from: '2027-05-02T00:00:00Z',
      to: '2027-05-03T00:00:00Z',
      length: 60,
    });
    expect(answer.items.map((s) => s.startsAt)).toEqual([
      '2027-05-02T09:00:00.000Z',
      '2027-05-02T11:00:00.000Z',
    ]);
    // Through the API (no busy source there) the materialised windows already leave it out.
    const found = await search(viewer, 'availableOn=2027-05-02&fromTime=10:00&toTime=11:00');
    expect(idsOf(found)).not.toContain(tutor.userId);
    const around = await search(viewer, 'availableOn=2027-05-02&fromTime=11:00&toTime=12:00');
    expect(idsOf(around)).toContain(tutor.userId);
  });
});

describe('availability refusals', () => {
  it('names the field at fault and wants a profile first', async () => {
    const newcomer = await signInAs(t, 'tutor');
    const early = await newcomer.api.put('/api/tutors/me/availability', sundayMornings);
    expect(early.statusCode).toBe(409);
    const tutor = await profiledTutor(t);
    const refused = async (body: object, field: string) => {
      const response = await tutor.api.put('/api/tutors/me/availability', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join(' ')).toContain(field);
    };
    await refused({ weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] }, 'weekday');
    await refused({ weekly: [{ weekday: 1, start: '09:15', end: '10:00' }] }, 'start');
    await refused({ weekly: [{ weekday: 1, start: '11:00', end: '10:00' }] }, 'end');
    await refused({ weekly: [], exceptions: [{ date: '2027-02-30', kind: 'off' }] }, 'date');
    await refused({ weekly: [], exceptions: [{ date: '2027-06-01', kind: 'extra' }] }, 'start');
  });
});
