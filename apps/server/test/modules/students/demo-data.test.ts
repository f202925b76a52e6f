import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();

type Row = {
  firstName: string;
  lastName: string;
  grade: string | null;
  dateOfBirth: string | null;
};

describe('the demo roster', () => {
  it('gives every student an age that fits their grade', async () => {
    const admin = await as('sadmin');
    const page = (await admin.get('/api/students?pageSize=100')).json<{ items: Row[] }>();
    expect(page.items.length).toBeGreaterThan(50);
    const today = new Date();
    const september = new Date(
      Date.UTC(today.getUTCFullYear() - (today.getUTCMonth() < 8 ? 1 : 0), 8, 1),
    );
    for (const s of page.items) {
      const grade = Number(/^Grade (\d+)$/.exec(s.grade ?? '')?.[1]);
      const born = new Date(`${s.dateOfBirth}T00:00:00Z`);
      const age =
        september.getUTCFullYear() -
        born.getUTCFullYear() -
        (born.getUTCMonth() >= september.getUTCMonth() ? 1 : 0);
      // Grade g is the year pupils turn g + 5 (Grade 7: 11 or 12 at the start of the year).
      expect([grade + 4, grade + 5], `${s.firstName} ${s.lastName}`).toContain(age);
    }
  });
});
