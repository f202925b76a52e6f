import type { Student } from '@school/shared/students/students.contract';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import { usePrefetchNeighbours, useStudents } from '../api/list-students';
import type { ColumnVisibility } from '../lib/columns';
import {
  hasFilters,
  pageSizes,
  type RosterParams,
  type Sort,
  type SortKey,
} from '../lib/roster-params';
import { useShownPage } from '../lib/use-roster-params';
import { useStableCallback } from '../lib/use-stable-callback';
import { rosterEmpty } from './lazy-parts';
import type { RowAction } from './menu-triggers';
import { PartLoader } from './part-loader';
import { RosterTable } from './roster-table';
import { StudentCards } from './student-cards';

type RosterListProps = {
  /** As the address bar has them. */
  params: RosterParams;
  update: (patch: Partial<RosterParams>) => void;
  compact: boolean;
  visibility: ColumnVisibility;
  selected: ReadonlySet<string>;
  onSelect: (students: Student[], selected: boolean) => void;
  onAction: (action: RowAction, student: Student) => void;
  onAdd: () => void;
  onImport: () => void;
  onClearFilters: () => void;
};

const skeletonRows = 8;
/** The cards a phone's screen shows: drawn first, the others a few at a time right after. */
const firstCards = 5;
const nextCards = 5;

/**
 * One page of the roster and the pager. A page change re-renders this part alone: the page
 * around it (header, filters, dialogs) keeps its props.
 */
export const RosterList = memo(function RosterList({
  params: fromUrl,
  update,
  compact,
  visibility,
  selected,
  onSelect,
  onAction,
  onAdd,
  onImport,
  onClearFilters,
}: RosterListProps) {
  const [params, goToPage] = useShownPage(fromUrl, update);
  const list = useStudents(params);
  usePrefetchNeighbours(params, list.isPlaceholderData ? undefined : list.data?.total);
  const sortBy = useStableCallback((key: SortKey) =>
    update({ sort: { key, desc: params.sort.key === key ? !params.sort.desc : false } }),
  );
  const setSort = useStableCallback((sort: Sort) => update({ sort }));
  const setPageSize = useStableCallback((pageSize: RosterParams['pageSize']) =>
    update({ pageSize }),
  );

  const data = list.data;
  const rows = data?.items ?? [];
  const firstLoad = list.isPending;
  // The last page stays on screen, dimmed and marked busy, until the one asked for arrives.
  const stale = list.isPlaceholderData;
  // The pager is drawn after the last card, as one more step: below cards still to come it
  // would show, then jump.
  const shownParts = useProgressiveCount(compact ? rows.length + 1 : 0, firstCards, nextCards);
  const shownCards = Math.min(rows.length, shownParts);
  const allShown = !compact || shownParts > rows.length;

  let body;
  if (list.isError && !data) {
    body = (
      <RosterLoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (data && rows.length === 0) {
    // The empty states are rare enough to load when needed.
    body = (
      <Suspense fallback={<PartLoader inline />}>
        {data.total === 0 && !hasFilters(params) ? (
          <rosterEmpty.Component kind="first-run" onAdd={onAdd} onImport={onImport} />
        ) : data.total === 0 ? (
          <rosterEmpty.Component kind="no-match" onClear={onClearFilters} />
        ) : (
          <rosterEmpty.Component kind="past-end" onFirstPage={() => update({ page: 1 })} />
        )}
      </Suspense>
    );
  } else if (compact) {
    body = (
      <StudentCards
        students={rows}
        selected={selected}
        onSelect={onSelect}
        onAction={onAction}
        sort={params.sort}
        onSort={setSort}
        skeletonRows={firstLoad ? skeletonRows : undefined}
        stale={stale}
        shown={shownCards}
      />
    );
  } else {
    body = (
      <RosterTable
        students={rows}
        sort={params.sort}
        onSort={sortBy}
        visibility={visibility}
        selected={selected}
        onSelect={onSelect}
        onAction={onAction}
        skeletonRows={firstLoad ? skeletonRows : undefined}
        stale={stale}
      />
    );
  }

  return (
    <>
      {body}
      {data && data.total > 0 && allShown && (
        <Pager
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          totalIsLowerBound={data.totalIsLowerBound}
          onPage={goToPage}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      )}
    </>
  );
});

/** Its own component: only a failed load asks for the roster's strings here. */
function RosterLoadError(props: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('students');
  return <LoadError m="md" title={t('error.loadTitle')} {...props} />;
}
