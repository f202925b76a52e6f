import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();

type Item = {
  kind: 'post' | 'activity';
  pinned?: boolean;
  type?: string;
  link: string | null;
  body?: string;
  audience: string;
  params?: { author?: string };
  byYou?: boolean;
};

describe('the demo school’s feed', () => {
  it('opens with the pinned welcome, a note for staff and the activity behind it', async () => {
    const admin = await as('sadmin');
    const feed = await admin.get('/api/feeds?limit=50');
    expect(feed.statusCode, feed.body).toBe(200);
    const items: Item[] = feed.json().items;
    expect(items[0]).toMatchObject({ kind: 'post', pinned: true, audience: 'everyone' });
    expect(items[0]?.body).toContain('Welcome to the new term');
    expect(items.some((i) => i.kind === 'post' && i.audience === 'staff')).toBe(true);
    const types = new Set(items.filter((i) => i.kind === 'activity').map((i) => i.type));
    expect(types).toEqual(new Set(['class_approved', 'topic_answered', 'appointment_booked']));
    // Every line links to something that is there.
    for (const item of items.filter((i) => i.link?.startsWith('/manage-topics/'))) {
      const id = item.link?.split('/').at(-1);
      expect((await admin.get(`/api/topics/${id}`)).statusCode).toBe(200);
    }
  });

  it('shows a student neither the staff note nor the bookings', async () => {
    const student = await as('student');
    const items: Item[] = (await student.get('/api/feeds?limit=50')).json().items;
    expect(items[0]).toMatchObject({ kind: 'post', pinned: true });
    expect(items.every((i) => i.audience !== 'staff')).toBe(true);
    expect(items.some((i) => i.type === 'class_approved')).toBe(true);
  });

  it('tells the demo tutor which answers in it are their own', async () => {
    const tutor = await as('tutor');
    const items: Item[] = (await tutor.get('/api/feeds?kind=activity&limit=50')).json().items;
    const answers = items.filter((i) => i.type === 'topic_answered');
    const own = answers.filter((i) => i.byYou);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((i) => i.params?.author === 'Daniel Okafor')).toBe(true);
    expect(answers.filter((i) => !i.byYou).every((i) => i.params?.author !== 'Daniel Okafor')).toBe(
      true,
    );
  });
});
