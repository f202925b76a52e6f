import { Box, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSchoolZone } from '../../../lib/use-school-format';
import { useClasses } from '../api/get-classes';
import { ClassFilters } from '../components/class-filters';
import { ClassList } from '../components/class-list';
import { ClassesDatesProvider } from '../components/classes-dates-provider';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { toApiParams, useListState } from '../lib/use-list-state';

/** View Classes: every class of the school, filtered, searched, sorted and paged. */
export function ClassesPage() {
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.classes-view');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const session = useSession();
  const canCreate = session.status === 'signed-in' && session.user.role === 'sadmin';
  const { state, update, reset, pager } = useListState({ sort: '-firstStartsAt' });
  const zone = useSchoolZone();
  const classes = useClasses(toApiParams(state, zone));

  return (
    <ClassesDatesProvider>
      <Stack gap="lg">
        <PageHeader
          title={title}
          description={t('view.description')}
          actions={
            canCreate && (
              <Button
                component={Link}
                to="/manage-classes/new"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('actions.newClass')}
              </Button>
            )
          }
        />
        <ListCard
          header={
            <Box p="md">
              <ClassFilters state={state} update={update} reset={reset} />
            </Box>
          }
          query={classes}
          pager={pager(classes.data)}
        >
          <Box style={{ opacity: classes.isPlaceholderData ? 0.6 : 1 }}>
            <ClassList
              loading={classes.isPending}
              label={title}
              items={classes.data?.items ?? []}
              columns={['status', 'phase', 'tutor', 'schedule', 'enrolled', 'price']}
              sort={state.sort}
              onSortChange={(sort) => update({ sort })}
              emptyTitle={t('view.emptyTitle')}
              emptyText={t('view.emptyText')}
            />
          </Box>
        </ListCard>
      </Stack>
    </ClassesDatesProvider>
  );
}
