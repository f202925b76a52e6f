import { Box, Button, Paper, Stack } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { tutorLimits } from '@school/shared/tutors/tutors.rules';
import { IconFilterOff } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FilterButton, FilterPanel } from '../../../components/filter-panel';
import { ListCard } from '../../../components/list-card';
import { NextTask } from '../../../components/next-task';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { formatNumber } from '../../../lib/format-number';
import { addDays, zonedDay } from '../../../lib/zoned-time';
import { useTutorSearch } from '../api/search-tutors';
import { filterDrawer, preloadFilterDrawer, tutorFilters } from '../components/lazy-parts';
import { SearchToolbar } from '../components/search-toolbar';
import { TutorResults } from '../components/tutor-results';
import { useFilterLabels } from '../lib/use-filter-labels';
import { useSchoolFormat, useSchoolZone } from '../../../lib/use-school-format';
import {
  activeFilters,
  clearFilter,
  pageSizes,
  toSearchQuery,
  tutorSearchSpec,
  type FilterName,
  type TutorSearchState,
} from '../lib/search-params';
import classes from './find-tutor-page.module.css';

/** Find Tutor: search, filters, sort and page in the address; results as cards. */
export function FindTutorPage() {
  const { t, i18n } = useTranslation('tutors');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.find-tutor');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer mounts the first time it is opened and stays (so it can animate closed).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const location = useLocation();

  const { params: state, update, reset } = useListSearchParams(tutorSearchSpec);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const search = useTutorSearch(query);
  const schoolZone = useSchoolZone();
  const zone = search.data?.timeZone ?? schoolZone;
  const format = useSchoolFormat(zone);
  // The day the page was opened: the strip and the calendar start there.
  const [now] = useState(() => Date.now());
  const today = zonedDay(now, zone);
  const lastDay = addDays(today, tutorLimits.horizonDays);

  const active = activeFilters(state);
  const filterLabel = useFilterLabels(state);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const Filters = tutorFilters.Component;
  const FiltersDrawer = filterDrawer.Component;
  const filters = (
    <Suspense fallback={<FiltersPlaceholder />}>
      <Filters state={state} update={update} today={today} lastDay={lastDay} />
    </Suspense>
  );
  const clearButton = active.length > 0 && (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={() =>
        update(Object.assign({}, ...active.map(clearFilter)) as Partial<TutorSearchState>)
      }
    >
      {t('filters.reset')}
    </Button>
  );
  const data = search.data;

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('search.description')} />
      <Paper withBorder radius="lg" shadow="xs" p="md">
        <SearchToolbar
          q={state.q}
          sort={state.sort}
          update={update}
          filterButton={
            narrow && (
              <FilterButton
                label={t('filters.open')}
                count={active.length}
                countLabel={t('filters.active', { count: active.length })}
                controls="tutor-filters"
                expanded={drawerOpen}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
                onIntent={preloadFilterDrawer}
              />
            )
          }
        />
      </Paper>
      <div className={classes.layout}>
        {!narrow && (
          <div className={classes.filters}>
            <FilterPanel id="tutor-filters" title={t('filters.title')} footer={clearButton}>
              {filters}
            </FilterPanel>
          </div>
        )}
        <section aria-labelledby="tutor-results-count" style={{ minWidth: 0 }}>
          <ListCard
            header={
              <div className={classes.summary}>
                {data ? (
                  <>
                    <h2 className={classes.count} id="tutor-results-count" aria-live="polite">
                      {data.totalIsLowerBound
                        ? t('search.resultsMore', { formatted: formatNumber(data.total, language) })
                        : t('search.results', {
                            count: data.total,
                            formatted: formatNumber(data.total, language),
                          })}
                    </h2>
                    {/* The zone's name needs a formatter with time-zone names: a task later. */}
                    <NextTask>
                      <span className={classes.zone}>
                        {t('search.zone', { zone: format.zoneName() })}
                      </span>
                    </NextTask>
                  </>
                ) : (
                  <>
                    <h2 className={classes.count} id="tutor-results-count">
                      <SkeletonBlock height={20} width={96} />
                    </h2>
                    <SkeletonBlock height={14} width={200} />
                  </>
                )}
              </div>
            }
            query={search}
            pager={
              data
                ? {
                    page: state.page,
                    pageSize: state.pageSize,
                    total: data.total,
                    totalIsLowerBound: data.totalIsLowerBound,
                    onPage: (page) => update({ page }),
                    pageSizes,
                    onPageSize: (pageSize) => update({ pageSize }),
                  }
                : null
            }
          >
            <Box style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
              <TutorResults
                loading={search.isPending}
                items={data?.items ?? []}
                search={location.search}
                format={format}
                label={t('search.listLabel')}
                filters={active.map((name: FilterName) => ({ name, label: filterLabel(name) }))}
                searching={Boolean(state.q.trim())}
                onClearFilter={(name) => update(clearFilter(name))}
                onClearAll={reset}
              />
            </Box>
          </ListCard>
        </section>
      </div>
      {narrow && drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            id="tutor-filters"
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            footer={
              <Stack gap="xs">
                <Button onClick={() => setDrawerOpen(false)}>
                  {data
                    ? `${t('filters.done')} (${formatNumber(data.total, language)})`
                    : t('filters.done')}
                </Button>
                {clearButton}
              </Stack>
            }
          >
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Stack>
  );
}

/** The filter fields' place while their code arrives: about their height, so little moves. */
function FiltersPlaceholder() {
  return (
    <Stack gap="md" aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <SkeletonBlock key={index} height={index === 2 ? 44 : 60} />
      ))}
    </Stack>
  );
}
