import { NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { formatNumber } from '../lib/format';
import { pageItems } from '../lib/page-items';
import { pageSizes, type PageSize } from '../lib/roster-params';
import { useStudentsTranslation } from '../lib/translations';
import classes from './roster-pagination.module.css';

type RosterPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  /** More students match than `total`: the server stopped counting there. */
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
};

export function RosterPagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPage,
  onPageSize,
}: RosterPaginationProps) {
  const { t, i18n } = useStudentsTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = totalIsLowerBound ? page : Math.min(page, pages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = (value: number) => formatNumber(value, i18n.language);
  const iconProps = { size: 16, stroke: 1.8, 'aria-hidden': true, className: classes.chevron };
  return (
    <div className={classes.root}>
      <span className={classes.dimmed} aria-live="polite">
        {t(totalIsLowerBound ? 'pagination.rangeAtLeast' : 'pagination.range', {
          from: n(from),
          to: n(to),
          total: n(total),
        })}
      </span>
      <div className={classes.tools}>
        <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} />
        <nav aria-label={t('pagination.label')}>
          <ul className={classes.pages}>
            <li>
              <button
                type="button"
                className={`${classes.control} mantine-focus-auto`}
                aria-label={t('pagination.previous')}
                disabled={current <= 1}
                onClick={() => onPage(current - 1)}
              >
                <IconChevronLeft {...iconProps} />
              </button>
            </li>
            {pageItems(current, pages, totalIsLowerBound).map((item) => (
              <li key={item}>
                {typeof item === 'number' ? (
                  <button
                    type="button"
                    className={`${classes.control} mantine-focus-auto`}
                    aria-label={t('pagination.page', { page: item })}
                    aria-current={item === current ? 'page' : undefined}
                    data-active={item === current || undefined}
                    onClick={() => onPage(item)}
                  >
                    {n(item)}
                  </button>
                ) : (
                  <span className={classes.gap} aria-hidden="true">
                    …
                  </span>
                )}
              </li>
            ))}
            <li>
              <button
                type="button"
                className={`${classes.control} mantine-focus-auto`}
                aria-label={t('pagination.next')}
                data-bench="next-page"
                disabled={!totalIsLowerBound && current >= pages}
                onClick={() => onPage(current + 1)}
              >
                <IconChevronRight {...iconProps} />
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

const PageSizeSelect = memo(function PageSizeSelect({
  pageSize,
  onPageSize,
}: {
  pageSize: PageSize;
  onPageSize: (pageSize: PageSize) => void;
}) {
  const { t } = useStudentsTranslation();
  return (
    <div className={classes.pageSize}>
      <label className={classes.dimmed} htmlFor="students-page-size">
        {t('pagination.perPage')}
      </label>
      <NativeSelect
        id="students-page-size"
        size="xs"
        w={80}
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(event) => {
          const size = pageSizes.find((s) => String(s) === event.currentTarget.value);
          if (size) onPageSize(size);
        }}
      />
    </div>
  );
});
