import { describe, expect, it } from 'vitest';
import { balanceHistory, historyStart, type Movement } from './balance-history.ts';

const start = new Date('2026-03-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('historyStart', () => {
  it('starts at midnight UTC so that the last of the days is today', () => {
    expect(historyStart(at('2026-03-30T17:45:00Z'), 30).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(historyStart(at('2026-01-02T00:00:00Z'), 3).toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    );
  });
});

describe('balanceHistory', () => {
  it('holds the current balance on every day when nothing moved', () => {
    const history = balanceHistory([], { start, days: 3, balanceNow: 42 });
    expect(history).toEqual({
      points: [
        { date: '2026-03-01', balance: 42 },
        { date: '2026-03-02', balance: 42 },
        { date: '2026-03-03', balance: 42 },
      ],
      byKind: [],
    });
  });

  it('starts from the balance before the first movement and closes each day on its last one', () => {
    const movements: Movement[] = [
      { at: at('2026-03-02T09:00:00Z'), kind: 'top_up', amount: 500, balanceAfter: 600 },
      { at: at('2026-03-02T18:00:00Z'), kind: 'spend', amount: -50, balanceAfter: 550 },
      { at: at('2026-03-04T23:59:59Z'), kind: 'spend', amount: -30, balanceAfter: 520 },
    ];
    const { points } = balanceHistory(movements, { start, days: 5, balanceNow: 520 });
    expect(points).toEqual([
      { date: '2026-03-01', balance: 100 },
      { date: '2026-03-02', balance: 550 },
      { date: '2026-03-03', balance: 550 },
      { date: '2026-03-04', balance: 520 },
      { date: '2026-03-05', balance: 520 },
    ]);
  });

  it('counts a movement at midnight on the day it starts', () => {
    const movements: Movement[] = [
      { at: at('2026-03-02T00:00:00Z'), kind: 'refund', amount: 10, balanceAfter: 10 },
    ];
    const { points } = balanceHistory(movements, { start, days: 2, balanceNow: 10 });
    expect(points).toEqual([
      { date: '2026-03-01', balance: 0 },
      { date: '2026-03-02', balance: 10 },
    ]);
  });

  it('adds up the credits moved per kind whichever way they went', () => {
    const movements: Movement[] = [
      { at: at('2026-03-01T08:00:00Z'), kind: 'adjustment', amount: 200, balanceAfter: 200 },
      { at: at('2026-03-01T09:00:00Z'), kind: 'adjustment', amount: -20, balanceAfter: 180 },
      { at: at('2026-03-01T10:00:00Z'), kind: 'spend', amount: -80, balanceAfter: 100 },
      { at: at('2026-03-01T11:00:00Z'), kind: 'reversal', amount: 80, balanceAfter: 180 },
    ];
    const { byKind } = balanceHistory(movements, { start, days: 1, balanceNow: 180 });
    expect(byKind).toEqual([
      { kind: 'adjustment', credits: 220 },
      { kind: 'spend', credits: 80 },
      { kind: 'reversal', credits: 80 },
    ]);
  });
});
