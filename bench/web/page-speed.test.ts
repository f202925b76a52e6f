import { describe, expect, it } from 'vitest';
import type { AuditOutcome } from './lighthouse.ts';
import { formatGate, gatePage } from './page-speed.ts';

const outcome = (
  performance: number,
  options: { accessibility?: number; finalPath?: string; timedOut?: boolean } = {},
): AuditOutcome => ({
  figures: {
    performance,
    accessibility: options.accessibility ?? 100,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
  },
  finalPath: options.finalPath ?? '/wallet',
  timedOut: options.timedOut ?? false,
  warnings: [],
  accessibilityFailures: [],
});

/** A measure function that answers the given outcomes in turn and counts its calls. */
function runs(...answers: (AuditOutcome | Error)[]) {
  const measure = Object.assign(
    () => {
      measure.calls += 1;
      const next = answers.shift();
      if (!next) throw new Error('measured more often than expected');
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    { calls: 0 },
  );
  return measure;
}

describe('the page-speed gate', () => {
  it('passes a page at 95 or more after one run', async () => {
    const measure = runs(outcome(97));
    const entry = await gatePage('/wallet', measure);
    expect(entry.verdict).toBe('pass');
    expect(measure.calls).toBe(1);
  });

  it('warns under 95 without measuring again', async () => {
    const measure = runs(outcome(92));
    const entry = await gatePage('/wallet', measure);
    expect(entry).toMatchObject({ verdict: 'warn', reason: 'performance 92 under 95' });
    expect(measure.calls).toBe(1);
  });

  it('measures a page under 90 once more, and the better run counts', async () => {
    const measure = runs(outcome(84), outcome(93));
    const entry = await gatePage('/wallet', measure);
    expect(measure.calls).toBe(2);
    expect(entry.verdict).toBe('warn');
    expect(formatGate([entry])).toContain('under 90, measured once more: performance 93');
  });

  it('fails a page under 90 twice, and says so', async () => {
    const entry = await gatePage('/wallet', runs(outcome(70), outcome(74)));
    expect(entry).toMatchObject({ verdict: 'fail', reason: 'performance 74 under 90' });
    expect(formatGate([entry])).toMatch(/\/wallet\s+FAIL .*measured once more: performance 74/);
  });

  it('fails accessibility under 90 as it fails performance', async () => {
    const entry = await gatePage(
      '/wallet',
      runs(outcome(99, { accessibility: 80 }), outcome(99, { accessibility: 80 })),
    );
    expect(entry).toMatchObject({ verdict: 'fail', reason: 'accessibility 80 under 90' });
  });

  it('fails a page that never goes quiet, whatever its score', async () => {
    const timedOut = () => outcome(96, { timedOut: true });
    const entry = await gatePage('/wallet', runs(timedOut(), timedOut()));
    expect(entry.verdict).toBe('fail');
    expect(entry.reason).toMatch(/never went quiet/);
  });

  it('skips a page the account may not open and fails one that ends elsewhere', async () => {
    const refused = await gatePage(
      '/wallet',
      runs(outcome(99, { finalPath: '/misc/not-authorized' })),
    );
    expect(refused.verdict).toBe('skipped');
    const signedOut = await gatePage(
      '/wallet',
      runs(outcome(99, { finalPath: '/pages/login?next=x' })),
    );
    expect(signedOut).toMatchObject({ verdict: 'fail', reason: 'ended on /pages/login?next=x' });
  });

  it('tries again when Lighthouse itself fails, and fails when it fails twice', async () => {
    expect((await gatePage('/wallet', runs(new Error('NO_NAVSTART'), outcome(98)))).verdict).toBe(
      'pass',
    );
    const entry = await gatePage('/wallet', runs(new Error('NO_NAVSTART'), new Error('PAGE_HUNG')));
    expect(entry).toMatchObject({ verdict: 'fail', reason: 'Lighthouse failed: PAGE_HUNG' });
  });
});
