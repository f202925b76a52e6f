import { NativeSelect } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format-number';
import { pageItems, pageRange } from '../lib/page-items';
import classes from './pager.module.css';

export type PagerProps<Size extends number = number> = {
  /** The one list shape's paging part: `{ total, page, pageSize }`. */
  page: number;
  pageSize: Size;
  total: number;
  /** More items match than `total`: the server stopped counting there ("of more than …"). */
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
  /** With both, the reader picks the page size. */
  pageSizes?: readonly Size[];
  onPageSize?: (pageSize: Size) => void;
  /** The name of the page buttons' navigation landmark ("Pages"). */
  label?: string;
};

/**
 * "21–40 of 57", the page size and the page buttons. Plain buttons and grouped digits without
 * Intl.NumberFormat: the roster draws it on start, where a number formatter's first use costs
 * tens of milliseconds.
 */
export function Pager<Size extends number>({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPage,
  pageSizes,
  onPageSize,
  label,
}: PagerProps<Size>) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = totalIsLowerBound ? page : Math.min(page, pages);
  const { from, to } = pageRange(page, pageSize, total);
  const n = (value: number) => formatNumber(value, i18n.language);
  const iconProps = { size: 16, stroke: 1.8, 'aria-hidden': true, className: classes.chevron };
  return (
    <div className={classes.root}>
      <span className={classes.dimmed} aria-live="polite">
        {t(totalIsLowerBound ? 'kit.pager.rangeAtLeast' : 'kit.pager.range', {
          from: n(from),
          to: n(to),
          total: n(total),
        })}
      </span>
      <div className={classes.tools}>
        {pageSizes && onPageSize && (
          <PageSizeSelect pageSize={pageSize} pageSizes={pageSizes} onPageSize={onPageSize} />
        )}
        <nav aria-label={label ?? t('kit.pager.label')}>
          <ul className={classes.pages}>
            <li>
              <button
                type="button"
                className={`${classes.control} mantine-focus-auto`}
                aria-label={t('kit.pager.previous')}
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
                    aria-label={t('kit.pager.page', { page: item })}
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
                aria-label={t('kit.pager.next')}
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

type PageSizeSelectProps<Size extends number> = {
  pageSize: Size;
  pageSizes: readonly Size[];
  onPageSize: (pageSize: Size) => void;
};

// A page change redraws the pager, not the select.
const PageSizeSelect = memo(function PageSizeSelect<Size extends number>({
  pageSize,
  pageSizes,
  onPageSize,
}: PageSizeSelectProps<Size>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={classes.pageSize}>
      <label className={classes.dimmed} htmlFor={id}>
        {t('kit.pager.perPage')}
      </label>
      <NativeSelect
        id={id}
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
}) as <Size extends number>(props: PageSizeSelectProps<Size>) => ReactNode;
