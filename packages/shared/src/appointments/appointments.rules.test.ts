import { describe, expect, it } from 'vitest';
import {
  appointmentPrice,
  freeCancellationUntil,
  isAppointmentDuration,
  isWithinFreeCancellation,
} from './appointments.rules.ts';

describe('appointment price', () => {
  it('is the hourly rate times the length, rounded up to whole credits', () => {
    expect(appointmentPrice(40, 60)).toBe(40);
    expect(appointmentPrice(40, 30)).toBe(20);
    expect(appointmentPrice(25, 45)).toBe(19); // 18.75
    expect(appointmentPrice(7, 90)).toBe(11); // 10.5
    expect(appointmentPrice(1, 30)).toBe(1); // 0.5
  });
});

describe('lengths', () => {
  it('books 30, 45, 60 or 90 minutes only', () => {
    expect([30, 45, 60, 90].every(isAppointmentDuration)).toBe(true);
    expect([0, 15, 31, 120].some(isAppointmentDuration)).toBe(false);
  });
});

describe('free cancellation', () => {
  const start = new Date('2026-03-10T14:00:00Z');
  const minute = 60_000;

  it('ends the notice before the start', () => {
    expect(freeCancellationUntil(start, 24).toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(freeCancellationUntil(start, 0).toISOString()).toBe(start.toISOString());
  });

  it('refunds exactly at the notice and earlier, not a minute later', () => {
    const until = freeCancellationUntil(start, 24).getTime();
    expect(isWithinFreeCancellation(new Date(until - minute), start, 24)).toBe(true);
    expect(isWithinFreeCancellation(new Date(until), start, 24)).toBe(true);
    expect(isWithinFreeCancellation(new Date(until + minute), start, 24)).toBe(false);
  });
});
