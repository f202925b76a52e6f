import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { Drawer } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { Student } from '@school/shared/students/students.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { useGrades } from '../api/get-grades';
import { useStudent } from '../api/get-student';
import { fullName } from '../lib/format';
import { StudentAppointments } from './student-appointments';
import { StudentForm } from './student-form';

export type DrawerState = { mode: 'create' } | { mode: 'edit'; student: Student };

type StudentDrawerProps = {
  state: DrawerState | null;
  onClose: () => void;
  onSaved: (student: Student) => void;
};

/** Add or edit a student beside the roster (loaded with the first opening). */
export function StudentDrawer({ state, onClose, onSaved }: StudentDrawerProps) {
  const { t, i18n } = useTranslation('students');
  const grades = useGrades();
  const editing = state?.mode === 'edit' ? state.student : null;
  const fresh = useStudent(editing?.id ?? null, editing ?? undefined);
  const student = editing ? (fresh.data ?? editing) : null;
  // Closing with unsaved changes (Escape, the overlay, ×, Cancel or a link) asks first.
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const close = () => guard.confirm(onClose);
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <Drawer
        opened={state !== null}
        onClose={close}
        position={i18n.dir() === 'rtl' ? 'left' : 'right'}
        size="lg"
        padding="lg"
        title={student ? t('drawer.editTitle', { name: fullName(student) }) : t('drawer.addTitle')}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
        closeButtonProps={{ 'aria-label': t('drawer.close') }}
      >
        {student && <StudentAppointments studentId={student.id} />}
        {state && (
          <StudentForm
            key={student ? `${student.id}-${student.updatedAt}` : 'new'}
            student={student}
            grades={grades}
            onCancel={close}
            onSaved={onSaved}
            onDirtyChange={setDirty}
          />
        )}
      </Drawer>
      <LeaveDialog guard={guard} />
    </DatesProvider>
  );
}
