import type { ClassPhase, ClassStatus } from '@school/shared/classes/classes.contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ClassListParams } from '../api/get-classes';
import { nextDay, toLocalIso } from './local-time';
import { isPhase, isSort, isStatus, pageSizes } from './options';

/** A class list's filters, search, sort and page, kept in the URL so a link shows the same list. */
export type ListState = {
  q: string;
  status: ClassStatus | null;
  phase: ClassPhase | null;
  subjectId: string | null;
  tutorId: string | null;
  /** `YYYY-MM-DD` days in the browser's time zone, both included. */
  from: string | null;
  to: string | null;
  sort: string;
  page: number;
  pageSize: number;
};

type Defaults = { sort: string; pageSize?: number };
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function read(params: URLSearchParams, defaults: Defaults): ListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const status = params.get('status');
  const phase = params.get('phase');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : null,
    phase: isPhase(phase) ? phase : null,
    subjectId: params.get('subjectId'),
    tutorId: params.get('tutorId'),
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    sort: isSort(sort) ? sort : defaults.sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : (defaults.pageSize ?? 20),
  };
}

export function toApiParams(state: ListState): ClassListParams {
  return {
    q: state.q.trim() || undefined,
    status: state.status ?? undefined,
    phase: state.phase ?? undefined,
    subjectId: state.subjectId ?? undefined,
    tutorId: state.tutorId ?? undefined,
    from: toLocalIso(state.from, '00:00') ?? undefined,
    to: state.to ? (toLocalIso(nextDay(state.to), '00:00') ?? undefined) : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}

export function useListState(defaults: Defaults) {
  const [params, setParams] = useSearchParams();
  const { sort, pageSize } = defaults;
  const state = useMemo(() => read(params, { sort, pageSize }), [params, sort, pageSize]);

  /** Any change but the page itself starts again at page 1. Typing replaces the history entry. */
  const update = useCallback(
    (patch: Partial<ListState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '' || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: 'q' in patch },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams();
      const tab = current.get('tab');
      if (tab) next.set('tab', tab);
      return next;
    });
  }, [setParams]);

  return { state, update, reset };
}
