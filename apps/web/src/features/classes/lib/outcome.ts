import type { BulkResult } from '@school/shared/classes/classes.contract';

/** What a decision did, for the message above the queue. */
export type Outcome =
  | { kind: 'single'; action: 'approved' | 'rejected'; title: string }
  | { kind: 'error'; title: string; message: string }
  | {
      kind: 'bulk';
      action: 'approved' | 'rejected';
      done: number;
      failures: { id: string; title: string; message: string }[];
    };

export function bulkOutcome(
  action: 'approved' | 'rejected',
  result: BulkResult,
  titleOf: (id: string) => string,
): Outcome {
  return {
    kind: 'bulk',
    action,
    done: result.results.filter((r) => r.ok).length,
    failures: result.results
      .filter((r) => !r.ok)
      .map((r) => ({ id: r.id, title: titleOf(r.id), message: r.error ?? '' })),
  };
}
