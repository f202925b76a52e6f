import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import type { Student } from '@school/shared/students/students.contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextTask } from '../../../components/next-task';
import { useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useExportStudents } from '../api/export-students';
import { useUpdateStudent } from '../api/update-student';
import {
  allowanceDialog,
  deleteDialog,
  importModal,
  statusDialog,
  studentDrawer,
} from '../components/lazy-parts';
import type { RowAction } from '../components/menu-triggers';
import { PartLoader } from '../components/part-loader';
import { RosterFilters } from '../components/roster-filters';
import { RosterHeader } from '../components/roster-header';
import { RosterList } from '../components/roster-list';
import { SelectionBar } from '../components/selection-bar';
import type { StatusChange } from '../components/status-dialog';
import type { DrawerState } from '../components/student-drawer';
import { useColumnVisibility } from '../lib/columns';
import { fullName } from '../lib/format';
import { useRosterParams } from '../lib/use-roster-params';
import { useSelection } from '../lib/use-selection';
import { useStableCallback } from '../lib/use-stable-callback';
import classes from './manage-students-page.module.css';

export function ManageStudentsPage() {
  const { t } = useTranslation('students');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.students');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const [params, update] = useRosterParams();
  const columns = useColumnVisibility();
  const selection = useSelection();
  const exporter = useExportStudents();
  const reactivate = useUpdateStudent();

  // Dialogs mount the first time they are used and stay (so they can animate closed).
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [importUsed, setImportUsed] = useState(false);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [statusUsed, setStatusUsed] = useState(false);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [deleteUsed, setDeleteUsed] = useState(false);
  const [allowanceFor, setAllowanceFor] = useState<Student[] | null>(null);
  const [allowanceUsed, setAllowanceUsed] = useState(false);
  const session = useSession();
  // Only the school admin sets appointment allowances.
  const setsAllowances =
    session.status === 'signed-in' && hasPermission(session.user.role, 'appointments.approve');

  const openDrawer = (state: DrawerState) => {
    setDrawerUsed(true);
    setDrawer(state);
  };
  const changeStatus = (change: StatusChange) => {
    setStatusUsed(true);
    setStatusChange(change);
  };
  const openImport = useStableCallback(() => {
    setImportUsed(true);
    setImportOpen(true);
  });
  const addStudent = useStableCallback(() => openDrawer({ mode: 'create' }));
  const clearFilters = useStableCallback(() =>
    update({ q: '', status: null, grade: null, sort: params.sort, pageSize: params.pageSize }),
  );
  const exportRoster = useStableCallback(() =>
    exporter.mutate(params, { onError: (error) => toastError(error.message) }),
  );
  const bulkDeactivate = useStableCallback(() =>
    changeStatus({ status: 'deactivated', students: [...selection.selected.values()] }),
  );
  const bulkReactivate = useStableCallback(() =>
    changeStatus({ status: 'active', students: [...selection.selected.values()] }),
  );
  const bulkAllowance = useStableCallback(() => {
    setAllowanceUsed(true);
    setAllowanceFor([...selection.selected.values()]);
  });
  const onAction = useStableCallback((action: RowAction, student: Student) => {
    if (action === 'edit') openDrawer({ mode: 'edit', student });
    else if (action === 'deactivate') changeStatus({ status: 'deactivated', students: [student] });
    else if (action === 'delete') {
      setDeleteUsed(true);
      setDeleting(student);
    } else
      reactivate.mutate(
        { id: student.id, body: { status: 'active' } },
        {
          onSuccess: (saved) => toastSuccess(t('bulk.reactivatedOne', { name: fullName(saved) })),
          onError: (error) => toastError(error.message),
        },
      );
  });

  return (
    <div className={classes.page}>
      <RosterHeader
        title={title}
        exporting={exporter.isPending}
        onExport={exportRoster}
        onImport={openImport}
        onAdd={addStudent}
      />

      {/* The title and the actions first; the filters and the list a task later. */}
      <NextTask>
        <div className={classes.roster}>
          <div className={classes.tools}>
            <RosterFilters
              q={params.q}
              status={params.status}
              grade={params.grade}
              onChange={update}
              onClear={clearFilters}
              showColumns={!compact}
              columns={columns.visibility}
              onToggleColumn={columns.toggle}
              onResetColumns={columns.reset}
            />
            {selection.ids.size > 0 && (
              <SelectionBar
                count={selection.ids.size}
                onDeactivate={bulkDeactivate}
                onReactivate={bulkReactivate}
                onClear={selection.clear}
                onAllowance={setsAllowances ? bulkAllowance : undefined}
              />
            )}
          </div>
          <RosterList
            params={params}
            update={update}
            compact={compact}
            visibility={columns.visibility}
            selected={selection.ids}
            onSelect={selection.select}
            onAction={onAction}
            onAdd={addStudent}
            onImport={openImport}
            onClearFilters={clearFilters}
          />
        </div>
      </NextTask>

      {statusUsed && (
        <Suspense fallback={<PartLoader />}>
          <statusDialog.Component
            change={statusChange}
            onClose={() => setStatusChange(null)}
            onDone={() => {
              setStatusChange(null);
              selection.clear();
            }}
          />
        </Suspense>
      )}
      {deleteUsed && (
        <Suspense fallback={<PartLoader />}>
          <deleteDialog.Component
            student={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(student) => {
              setDeleting(null);
              selection.select([student], false);
            }}
            onDeactivateInstead={(student) => {
              setDeleting(null);
              changeStatus({ status: 'deactivated', students: [student] });
            }}
          />
        </Suspense>
      )}
      {allowanceUsed && (
        <Suspense fallback={<PartLoader />}>
          <allowanceDialog.Component
            students={allowanceFor}
            onClose={() => setAllowanceFor(null)}
            onDone={() => {
              setAllowanceFor(null);
              selection.clear();
            }}
          />
        </Suspense>
      )}
      {drawerUsed && (
        <Suspense fallback={<PartLoader />}>
          <studentDrawer.Component
            state={drawer}
            onClose={() => setDrawer(null)}
            onSaved={() => setDrawer(null)}
          />
        </Suspense>
      )}
      {importUsed && (
        <Suspense fallback={<PartLoader />}>
          <importModal.Component opened={importOpen} onClose={() => setImportOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
