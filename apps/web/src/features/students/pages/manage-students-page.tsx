import '@mantine/notifications/styles.css';
import { Paper, Stack } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { Student } from '@school/shared/students/students.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTranslations } from '../../../i18n/feature-translations';
import { useExportStudents } from '../api/export-students';
import { useGrades } from '../api/get-grades';
import { useStudents } from '../api/list-students';
import { useUpdateStudent } from '../api/update-student';
import { DeleteDialog } from '../components/delete-dialog';
import { LoadError } from '../components/load-error';
import { RosterEmpty } from '../components/roster-empty';
import { RosterFilters } from '../components/roster-filters';
import { RosterHeader } from '../components/roster-header';
import { RosterPagination } from '../components/roster-pagination';
import { RosterTable } from '../components/roster-table';
import type { RowAction } from '../components/row-actions';
import { SelectionBar } from '../components/selection-bar';
import { StatusDialog, type StatusChange } from '../components/status-dialog';
import type { DrawerState } from '../components/student-drawer';
import { StudentCards } from '../components/student-cards';
import { ToastOutlet } from '../components/toast-outlet';
import { useColumnVisibility } from '../lib/columns';
import { fullName } from '../lib/format';
import { hasFilters } from '../lib/roster-params';
import { toastError, toastSuccess } from '../lib/toasts';
import { useRosterParams } from '../lib/use-roster-params';
import { useSelection } from '../lib/use-selection';
import ar from '../locales/ar.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

addFeatureTranslations('students', { en, de, fr, pt, ar });

// The drawer (with its date picker) and the import dialog load the first time they are opened.
const StudentDrawer = lazy(() =>
  import('../components/student-drawer').then((m) => ({ default: m.StudentDrawer })),
);
const ImportModal = lazy(() =>
  import('../components/import-modal').then((m) => ({ default: m.ImportModal })),
);

const skeletonRows = 8;

export function ManageStudentsPage() {
  const { t } = useTranslation('students');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.students');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const [params, update] = useRosterParams();
  const list = useStudents(params);
  const grades = useGrades();
  const columns = useColumnVisibility();
  const selection = useSelection();
  const exporter = useExportStudents();
  const reactivate = useUpdateStudent();

  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [importUsed, setImportUsed] = useState(false);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);

  const openDrawer = (state: DrawerState) => {
    setDrawerUsed(true);
    setDrawer(state);
  };
  const openImport = () => {
    setImportUsed(true);
    setImportOpen(true);
  };
  const clearFilters = () =>
    update({ q: '', status: null, grade: null, sort: params.sort, pageSize: params.pageSize });

  const onAction = (action: RowAction, student: Student) => {
    if (action === 'edit') openDrawer({ mode: 'edit', student });
    else if (action === 'deactivate')
      setStatusChange({ status: 'deactivated', students: [student] });
    else if (action === 'delete') setDeleting(student);
    else
      reactivate.mutate(
        { id: student.id, body: { status: 'active' } },
        {
          onSuccess: (saved) => toastSuccess(t('bulk.reactivatedOne', { name: fullName(saved) })),
          onError: (error) => toastError(error.message),
        },
      );
  };

  const data = list.data;
  const rows = data?.items ?? [];
  const firstLoad = list.isPending;
  // The last page stays on screen, dimmed and marked busy, until the one asked for arrives.
  const stale = list.isPlaceholderData;

  let body;
  if (list.isError && !data) {
    body = (
      <LoadError
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (data && data.total === 0 && !hasFilters(params)) {
    body = (
      <RosterEmpty
        kind="first-run"
        onAdd={() => openDrawer({ mode: 'create' })}
        onImport={openImport}
      />
    );
  } else if (data && data.total === 0) {
    body = <RosterEmpty kind="no-match" onClear={clearFilters} />;
  } else if (data && rows.length === 0) {
    body = <RosterEmpty kind="past-end" onFirstPage={() => update({ page: 1 })} />;
  } else if (compact) {
    body = (
      <StudentCards
        students={rows}
        selected={selection.ids}
        onSelect={selection.select}
        onAction={onAction}
        sort={params.sort}
        onSort={(sort) => update({ sort })}
        skeletonRows={firstLoad ? skeletonRows : undefined}
        stale={stale}
      />
    );
  } else {
    body = (
      <RosterTable
        students={rows}
        params={params}
        onSort={(key) =>
          update({
            sort: { key, desc: params.sort.key === key ? !params.sort.desc : false },
          })
        }
        visibility={columns.visibility}
        selected={selection.ids}
        onSelect={selection.select}
        onAction={onAction}
        skeletonRows={firstLoad ? skeletonRows : undefined}
        stale={stale}
      />
    );
  }

  return (
    <Stack gap="lg">
      <ToastOutlet />
      <RosterHeader
        title={title}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate(params, { onError: (error) => toastError(error.message) })}
        onImport={openImport}
        onAdd={() => openDrawer({ mode: 'create' })}
      />

      <Paper withBorder radius="lg" shadow="xs">
        <Stack gap="sm" p="md">
          <RosterFilters
            params={params}
            grades={grades.data ?? []}
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
              onDeactivate={() =>
                setStatusChange({
                  status: 'deactivated',
                  students: [...selection.selected.values()],
                })
              }
              onReactivate={() =>
                setStatusChange({ status: 'active', students: [...selection.selected.values()] })
              }
              onClear={selection.clear}
            />
          )}
        </Stack>
        {body}
        {data && data.total > 0 && (
          <RosterPagination
            page={params.page}
            pageSize={params.pageSize}
            total={data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )}
      </Paper>

      <StatusDialog
        change={statusChange}
        onClose={() => setStatusChange(null)}
        onDone={() => {
          setStatusChange(null);
          selection.clear();
        }}
      />
      <DeleteDialog
        student={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(student) => {
          setDeleting(null);
          selection.select([student], false);
        }}
        onDeactivateInstead={(student) => {
          setDeleting(null);
          setStatusChange({ status: 'deactivated', students: [student] });
        }}
      />
      <Suspense fallback={null}>
        {drawerUsed && (
          <StudentDrawer
            state={drawer}
            grades={grades.data ?? []}
            onClose={() => setDrawer(null)}
            onSaved={() => setDrawer(null)}
          />
        )}
        {importUsed && <ImportModal opened={importOpen} onClose={() => setImportOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
