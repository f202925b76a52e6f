import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();

describe('the demo school’s chat', () => {
  it('opens with a few conversations, one message waiting for the school admin', async () => {
    const admin = await as('sadmin');
    const list = (await admin.get('/api/chat/conversations')).json();
    expect(list.total).toBe(3);
    expect(list.items.map((c: { title: string }) => c.title)).toContain('Maths team');
    expect((await admin.get('/api/chat/unread')).json()).toEqual({ total: 1, conversations: 1 });
    const direct = list.items.find((c: { unread: number }) => c.unread === 1);
    const history = (await admin.get(`/api/chat/conversations/${direct.id}/messages`)).json();
    expect(history.items.map((m: { seq: number }) => m.seq)).toEqual([3, 2, 1]);
    // The seeded numbering goes on where it left off.
    const sent = await admin.post(
      `/api/chat/conversations/${direct.id}/messages`,
      { text: 'Thursday works.' },
      { headers: { 'idempotency-key': 'seeded-follow-up' } },
    );
    expect(sent.json().seq).toBe(4);
  });
});
