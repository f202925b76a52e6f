import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import { calendarLabels } from '@school/shared/calendar/calendar.rules';
import { describe, expect, it } from 'vitest';
import { withDemoSchool } from '../../support/demo-school.ts';

const { as } = withDemoSchool();
const day = 86_400_000;

async function events(role: 'sadmin' | 'student'): Promise<CalendarItem[]> {
  const api = await as(role);
  const from = new Date(Date.now() - 28 * day).toISOString();
  const to = new Date(Date.now() + 30 * day).toISOString();
  const response = await api.get(`/api/calendar?from=${from}&to=${to}&sources=events`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: CalendarItem[] }>().items;
}

describe('the demo calendar', () => {
  it('shows the school admin events of every label around today', async () => {
    const items = await events('sadmin');
    expect(new Set(items.map((i) => i.label))).toEqual(new Set(calendarLabels));
    // The weekly staff meeting is a series: several occurrences in the range.
    expect(items.filter((i) => i.title === 'Staff meeting').length).toBeGreaterThan(3);
    expect(items.some((i) => i.allDay)).toBe(true);
  });

  it('shows a student the school’s events and not the staff’s', async () => {
    const titles = new Set((await events('student')).map((i) => i.title));
    expect(titles).toContain('Parents’ evening');
    expect(titles).not.toContain('Staff meeting');
    expect(titles).not.toContain('Budget review');
  });
});
