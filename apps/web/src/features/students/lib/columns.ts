import { useLocalStorage } from '@mantine/hooks';
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

/** The columns shown are remembered in this browser. */
export function useColumnVisibility() {
  const [stored, setStored] = useLocalStorage<Partial<ColumnVisibility>>({
    key: 'students.columns',
    defaultValue: defaultVisibility,
    getInitialValueInEffect: false,
  });
  const visibility: ColumnVisibility = { ...defaultVisibility, ...stored };
  const toggle = (column: OptionalColumn) =>
    setStored((current) => ({ ...defaultVisibility, ...current, [column]: !visibility[column] }));
  const reset = () => setStored(defaultVisibility);
  return { visibility, toggle, reset };
}
