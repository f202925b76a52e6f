import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import { expect } from 'vitest';
import type { Actor } from '../../support/actors.ts';

export const day = 86_400_000;
export const hour = 3_600_000;

export type EventInput = {
  title: string;
  start: string;
  end: string;
  [key: string]: unknown;
};

export async function addEvent(by: Actor, body: EventInput) {
  const response = await by.api.post('/api/calendar/events', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; uid: string }>();
}

/** The items an actor sees in [from, to), as `source:title` for easy comparison. */
export async function itemsOf(who: Actor, from: Date, to: Date, extra = '') {
  const response = await who.api.get(
    `/api/calendar?from=${from.toISOString()}&to=${to.toISOString()}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: CalendarItem[]; timeZone: string }>().items;
}

export const names = (items: CalendarItem[]) => items.map((i) => `${i.source}:${i.title}`).sort();
