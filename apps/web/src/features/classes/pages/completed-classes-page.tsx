import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../api/get-classes';
import { ClassList } from '../components/class-list';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { useListState } from '../lib/use-list-state';

/** Completed Classes: approved classes whose last session is over, with their attendance rate. */
export function CompletedClassesPage() {
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.classes-completed');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const { state, update, pager } = useListState({ sort: '-firstStartsAt' });
  const classes = useClasses({
    phase: 'completed',
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  });

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('completed.description')} />
      <ListCard query={classes} pager={pager(classes.data)}>
        <ClassList
          loading={classes.isPending}
          label={title}
          items={classes.data?.items ?? []}
          columns={['tutor', 'schedule', 'enrolled', 'attendance']}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          emptyTitle={t('completed.emptyTitle')}
          emptyText={t('completed.emptyText')}
        />
      </ListCard>
    </Stack>
  );
}
