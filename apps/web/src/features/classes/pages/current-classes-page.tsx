import { Box, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarWeek, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClasses, type ClassListParams } from '../api/get-classes';
import { ClassList } from '../components/class-list';
import { ListCard } from '../../../components/list-card';
import { Pager } from '../../../components/pager';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useListState } from '../lib/use-list-state';

type Tab = 'ongoing' | 'next';
const weekMs = 7 * 24 * 60 * 60 * 1000;

/** Current Classes (also at /manage-classes/ongoing-classes): running now, and starting within a week. */
export function CurrentClassesPage() {
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.classes-current');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'next' ? 'next' : 'ongoing';

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('current.description')} />
      <ListCard>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'next' ? { tab: 'next' } : {})}
          keepMounted={false}
        >
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="ongoing" leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}>
              {t('current.ongoing')}
            </Tabs.Tab>
            <Tabs.Tab value="next" leftSection={<IconCalendarWeek size={16} aria-hidden="true" />}>
              {t('current.next7')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="ongoing">
            <CurrentList tab="ongoing" />
          </Tabs.Panel>
          <Tabs.Panel value="next">
            <CurrentList tab="next" />
          </Tabs.Panel>
        </Tabs>
      </ListCard>
    </Stack>
  );
}

function CurrentList({ tab }: { tab: Tab }) {
  const { t } = useTranslation('classes');
  const { state, update, pager } = useListState({ sort: 'firstStartsAt' });
  // The week ahead is fixed when the tab opens, so paging does not shift the window.
  const [week] = useState(() => {
    const now = new Date();
    return { from: now.toISOString(), to: new Date(now.getTime() + weekMs).toISOString() };
  });
  const filter: ClassListParams =
    tab === 'ongoing' ? { phase: 'ongoing' } : { phase: 'upcoming', ...week };
  const classes = useClasses({
    ...filter,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  });
  const paging = pager(classes.data);
  const label = tab === 'next' ? t('current.next7') : t('current.ongoing');

  return (
    <>
      {classes.isError ? (
        <Box p="md">
          <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
        </Box>
      ) : (
        <ClassList
          loading={classes.isPending}
          label={label}
          items={classes.data?.items ?? []}
          columns={
            tab === 'next'
              ? ['tutor', 'schedule', 'enrolled', 'price']
              : ['tutor', 'schedule', 'enrolled', 'attendance']
          }
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          emptyTitle={tab === 'next' ? t('current.emptyNext') : t('current.emptyOngoing')}
          emptyText={tab === 'next' ? t('current.emptyNextText') : t('current.emptyOngoingText')}
        />
      )}
      {paging && paging.total > 0 && <Pager {...paging} />}
    </>
  );
}
