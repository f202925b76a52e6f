import type { Student } from '@school/shared/students/students.contract';
import { useCallback, useMemo, useState } from 'react';

/** Selected students, kept across pages (with their rows, so a dialog can count their statuses). */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Student>>(new Map());
  const select = useCallback(
    (students: Student[], on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const student of students) {
          if (on) next.set(student.id, student);
          else next.delete(student.id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const ids: ReadonlySet<string> = useMemo(() => new Set(selected.keys()), [selected]);
  return { selected, ids, select, clear };
}
