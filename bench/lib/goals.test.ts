import { describe, expect, it } from 'vitest';
import { judgeEngines, judgeScenario, type Figures } from './goals.ts';

const figures = (rps: number, p99 = 10, non2xx = 0): Figures => ({
  rps,
  p50: p99 / 2,
  p95: p99 * 0.9,
  p99,
  requests: rps * 10,
  non2xx,
  errors: 0,
});

describe('goals', () => {
  it('holds the health endpoint to 75 % of the bare handler', () => {
    const bare = figures(1000);
    expect(judgeScenario('framework-overhead', 'embedded', figures(750), bare, 32).verdict).toBe(
      'PASS',
    );
    expect(judgeScenario('framework-overhead', 'embedded', figures(749), bare, 32).verdict).toBe(
      'MISS',
    );
  });

  it('holds list endpoints on PostgreSQL to 70 % and a p99 of 50 ms at 32 connections', () => {
    const bare = figures(1000, 20);
    expect(judgeScenario('list', 'postgres', figures(700, 50), bare, 32).verdict).toBe('PASS');
    expect(judgeScenario('list', 'postgres', figures(900, 51), bare, 32).verdict).toBe('MISS');
    expect(judgeScenario('list', 'postgres', figures(600, 10), bare, 32).verdict).toBe('MISS');
    expect(judgeScenario('list', 'embedded', figures(100, 500), bare, 32).verdict).toBe('—');
    expect(judgeScenario('list', 'postgres', figures(100, 500), bare, 8).verdict).toBe('—');
  });

  it('does not pass figures that include failed responses', () => {
    const judgement = judgeScenario(
      'framework-overhead',
      'embedded',
      figures(2000, 1, 5),
      figures(1000),
      32,
    );
    expect(judgement.verdict).toBe('ERR');
    expect(judgement.reason).toContain('5 failed');
  });

  it('holds the embedded engine to 30 % of PostgreSQL', () => {
    expect(judgeEngines(figures(300), figures(1000)).verdict).toBe('PASS');
    expect(judgeEngines(figures(299), figures(1000))).toMatchObject({
      verdict: 'MISS',
      ratio: 0.299,
    });
  });
});
