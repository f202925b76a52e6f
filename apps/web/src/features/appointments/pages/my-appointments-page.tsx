import { Badge, Box, Button, NativeSelect, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@school/shared/appointments/appointments.contract';
import { hasPermission } from '@school/shared/auth/roles';
import { appointmentTabs } from '@school/shared/appointments/appointments.rules';
import { IconCalendarOff, IconDownload, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FilterButton, FilterPanel } from '../../../components/filter-panel';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { toastError } from '../../../lib/toasts';
import { useSession } from '../../../lib/session';
import { useExportAppointments } from '../api/export-appointments';
import { useAppointments, usePendingCount } from '../api/get-appointments';
import { AppointmentDialogs, type OpenAction } from '../components/appointment-dialogs';
import { AppointmentRow, type RowAction } from '../components/appointment-row';
import { OpenedAppointment } from '../components/opened-appointment';
import { appointmentFilters, filterDrawer, preloadFilterDrawer } from '../components/lazy-parts';
import {
  appointmentListSpec,
  filtersInUse,
  pageSizes,
  sortChoices,
  sortOf,
} from '../lib/list-params';
import { sortToString } from '../../../lib/list-params';
import { useSchoolFormat } from '../../../lib/use-school-format';
import classes from './my-appointments-page.module.css';

/** My Appointments: upcoming, waiting for approval and past sessions, filtered in the address. */
export function MyAppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.appointments');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  // A tutor or a student reads only their own appointments, and may not search the roster or
  // the tutors: the pickers that would are left out.
  const pickers = {
    student: role !== null && hasPermission(role, 'students.manage'),
    tutor: role !== null && hasPermission(role, 'tutors.search'),
  };
  // Booking starts from Find Tutor: a student may hold a booking but not search the tutors.
  const canFindTutor =
    role !== null &&
    hasPermission(role, 'appointments.book') &&
    hasPermission(role, 'tutors.search');
  const canApprove = role !== null && hasPermission(role, 'appointments.approve');
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const { params, update, reset } = useListSearchParams(appointmentListSpec);
  const list = useAppointments(params);
  const pending = usePendingCount(true);
  const data = list.data;
  const format = useSchoolFormat(data?.timeZone);
  const exporter = useExportAppointments();
  const [open, setOpen] = useState<OpenAction>(null);
  const onAction = useCallback(
    (action: RowAction, appointment: Appointment) => setOpen({ action, appointment }),
    [],
  );

  const items = data?.items ?? [];
  const names = {
    student: items.find((a) => a.student?.id === params.studentId)?.student?.name,
    tutor: items.find((a) => a.tutor.id === params.tutorId)?.tutor.name,
  };
  const active = filtersInUse(params);
  const Filters = appointmentFilters.Component;
  const FiltersDrawer = filterDrawer.Component;
  const filters = (
    <Suspense fallback={<Skeleton height={300} />}>
      <Filters params={params} update={update} names={names} pickers={pickers} />
    </Suspense>
  );
  const clearButton = (active > 0 || params.q !== '') && (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={reset}
    >
      {t('filters.reset')}
    </Button>
  );
  const pendingCount = pending.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('list.description', { zone: format.zoneName() })}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exporter.isPending}
              disabled={!data || data.total === 0}
              onClick={() =>
                exporter.mutate(params, { onError: () => toastError(t('list.exportFailed')) })
              }
            >
              {t('list.export')}
            </Button>
            {canFindTutor && (
              <Button
                component={Link}
                to="/find-tutor"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
              >
                {t('list.findTutor')}
              </Button>
            )}
          </>
        }
      />
      {params.appointment && (
        <OpenedAppointment
          id={params.appointment}
          onAction={onAction}
          onClose={() => update({ appointment: null }, true)}
        />
      )}
      <Tabs
        value={params.tab}
        onChange={(tab) => {
          const next = appointmentTabs.find((value) => value === tab);
          if (next) update({ tab: next, sort: null });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {appointmentTabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              rightSection={
                tab === 'pending' && pendingCount > 0 ? (
                  <Badge size="sm" color="yellow" circle>
                    {pendingCount}
                  </Badge>
                ) : undefined
              }
            >
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.layout}>
        {!narrow && (
          <FilterPanel id="appointment-filters" title={t('filters.title')} footer={clearButton}>
            {filters}
          </FilterPanel>
        )}
        <section aria-label={t(`tabs.${params.tab}`)} style={{ minWidth: 0 }}>
          <ListCard
            header={
              <div className={classes.toolbar}>
                <SearchField
                  value={params.q}
                  onSearch={(q) => update({ q })}
                  label={t('list.search')}
                  placeholder={t('list.searchPlaceholder')}
                  clearLabel={t('list.clearSearch')}
                />
                <NativeSelect
                  label={t('sort.label')}
                  data={sortChoices.map((value) => ({ value, label: t(`sort.${value}`) }))}
                  value={params.sort ? sortToString(params.sort) : 'default'}
                  onChange={(event) => update({ sort: sortOf(event.currentTarget.value) })}
                />
                {narrow && (
                  <FilterButton
                    label={t('filters.title')}
                    count={active}
                    countLabel={t('filters.active', { count: active })}
                    controls="appointment-filters"
                    expanded={drawerOpen}
                    onClick={() => {
                      setDrawerUsed(true);
                      setDrawerOpen(true);
                    }}
                    onIntent={preloadFilterDrawer}
                  />
                )}
              </div>
            }
            query={list}
            pager={
              data
                ? {
                    page: params.page,
                    pageSize: params.pageSize,
                    total: data.total,
                    totalIsLowerBound: data.totalIsLowerBound,
                    onPage: (page) => update({ page }),
                    pageSizes,
                    onPageSize: (pageSize) => update({ pageSize }),
                  }
                : null
            }
          >
            {list.isPending ? (
              <Stack gap={0} p="md" aria-busy="true" aria-label={t('list.loading')}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={72} radius="md" mb="sm" />
                ))}
              </Stack>
            ) : items.length === 0 ? (
              <EmptyState
                icon={<IconCalendarOff size={26} stroke={1.6} aria-hidden="true" />}
                title={t(
                  active > 0 || params.q ? 'empty.filteredTitle' : `empty.${params.tab}Title`,
                )}
                text={t(active > 0 || params.q ? 'empty.filteredText' : `empty.${params.tab}Text`)}
                actions={
                  active > 0 || params.q ? (
                    <Button variant="light" onClick={reset}>
                      {t('filters.reset')}
                    </Button>
                  ) : canFindTutor && params.tab === 'upcoming' ? (
                    <Button component={Link} to="/find-tutor" variant="light">
                      {t('list.findTutor')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <ul className={classes.rows} aria-label={t(`tabs.${params.tab}`)}>
                  {items.map((appointment) => (
                    <AppointmentRow
                      key={appointment.id}
                      appointment={appointment}
                      format={format}
                      onAction={onAction}
                    />
                  ))}
                </ul>
              </Box>
            )}
          </ListCard>
        </section>
      </div>
      {narrow && drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            id="appointment-filters"
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            footer={
              <Stack gap="xs">
                <Button onClick={() => setDrawerOpen(false)}>{t('filters.done')}</Button>
                {clearButton}
              </Stack>
            }
          >
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
      <AppointmentDialogs
        open={open}
        onClose={() => setOpen(null)}
        format={format}
        mayRefundAnyway={canApprove}
      />
    </Stack>
  );
}
