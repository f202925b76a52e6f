import { useCallback, useState } from 'react';
import type { SortKey } from './roster-params';

/** Columns a person can hide; the name and the row actions always show. */
export const optionalColumns = [
  'email',
  'grade',
  'status',
  'guardian',
  'phone',
  'dateOfBirth',
  'enrolledAt',
  'createdAt',
] as const;
export type OptionalColumn = (typeof optionalColumns)[number];
export type ColumnVisibility = Record<OptionalColumn, boolean>;

export const columnSortKeys: Partial<Record<OptionalColumn, SortKey>> = {
  email: 'email',
  grade: 'grade',
  status: 'status',
  enrolledAt: 'enrolledAt',
  createdAt: 'createdAt',
};

const defaultVisibility: ColumnVisibility = {
  email: true,
  grade: true,
  status: true,
  guardian: true,
  phone: false,
  dateOfBirth: false,
  enrolledAt: true,
  createdAt: false,
};

const storageKey = 'students.columns';

/** What this browser remembers; anything unreadable counts as the default. */
export function readStoredVisibility(raw: string | null): ColumnVisibility {
  const shown = { ...defaultVisibility };
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (stored && typeof stored === 'object') {
      for (const column of optionalColumns) {
        const value = (stored as Record<string, unknown>)[column];
        if (typeof value === 'boolean') shown[column] = value;
      }
    }
  } catch {
    // Not JSON: the defaults stay.
  }
  return shown;
}

function load(): ColumnVisibility {
  try {
    return readStoredVisibility(localStorage.getItem(storageKey));
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this visit.
    return { ...defaultVisibility };
  }
}

function save(visibility: ColumnVisibility): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(visibility));
  } catch {
    // As above.
  }
}

/** The columns shown are remembered in this browser. */
export function useColumnVisibility() {
  const [visibility, setVisibility] = useState(load);
  const toggle = useCallback(
    (column: OptionalColumn) =>
      setVisibility((current) => {
        const next = { ...current, [column]: !current[column] };
        save(next);
        return next;
      }),
    [],
  );
  const reset = useCallback(() => {
    save(defaultVisibility);
    setVisibility(defaultVisibility);
  }, []);
  return { visibility, toggle, reset };
}
