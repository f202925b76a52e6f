import { describe, expect, it } from 'vitest';
import type { Api } from '../../support/actors.ts';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();

type Item = { type: string; message: string; url: string; readAt: string | null };

async function noticesOf(who: Api) {
  const list = await who.get('/api/notifications?pageSize=50');
  expect(list.statusCode, list.body).toBe(200);
  const counts = (await who.get('/api/notifications/counts')).json<{ unread: number }>();
  const items: Item[] = list.json().items;
  expect(counts.unread).toBe(items.filter((i) => i.readAt === null).length);
  return items;
}

/** Every notice opens something that is there: the appointment, the topic, the queue. */
async function expectLinksResolve(who: Api, items: Item[]) {
  for (const item of items) {
    const appointment = /[?&]appointment=([0-9a-f-]+)/.exec(item.url)?.[1];
    if (appointment)
      expect((await who.get(`/api/appointments/${appointment}`)).statusCode).toBe(200);
    const topic = /^\/manage-topics\/([0-9a-f-]+)$/.exec(item.url)?.[1];
    if (topic) expect((await who.get(`/api/topics/${topic}`)).statusCode).toBe(200);
  }
}

describe('the demo accounts’ notifications', () => {
  it('tell the school admin what waits for approval, unread', async () => {
    const admin = await as('sadmin');
    const items = await noticesOf(admin);
    const types = new Set(items.map((i) => i.type));
    expect(types).toEqual(new Set(['appointment_pending_approval', 'class_proposed']));
    expect(items.every((i) => i.readAt === null)).toBe(true);
    const proposals = await admin.get('/api/classes?status=pending_approval&pageSize=50');
    expect(items.filter((i) => i.type === 'class_proposed')).toHaveLength(
      proposals.json<{ total: number }>().total,
    );
    expect(items.find((i) => i.type === 'appointment_pending_approval')?.url).toContain(
      'tab=pending',
    );
    await expectLinksResolve(admin, items);
  });

  it('tell the tutor of the bookings with them, and the student of answers and bookings', async () => {
    const tutor = await as('tutor');
    const forTutor = await noticesOf(tutor);
    expect(forTutor.length).toBeGreaterThan(0);
    expect(forTutor.every((i) => i.type === 'appointment_booked')).toBe(true);
    await expectLinksResolve(tutor, forTutor);

    const student = await as('student');
    const forStudent = await noticesOf(student);
    expect(forStudent.some((i) => i.type === 'appointment_booked')).toBe(true);
    await expectLinksResolve(student, forStudent);
  });
});
