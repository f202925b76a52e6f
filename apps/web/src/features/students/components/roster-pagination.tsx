import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { pageSizes, type PageSize } from '../lib/roster-params';
import classes from './roster-pagination.module.css';

type RosterPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
};

export function RosterPagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: RosterPaginationProps) {
  const { t, i18n } = useTranslation('students');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className={classes.root}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('pagination.range', { from: n(from), to: n(to), total: n(total) })}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap" justify="flex-end">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="students-page-size">
            {t('pagination.perPage')}
          </Text>
          <Select
            id="students-page-size"
            size="xs"
            w={80}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => {
              const size = pageSizes.find((s) => String(s) === value);
              if (size) onPageSize(size);
            }}
            comboboxProps={{ shadow: 'md' }}
          />
        </Group>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'next'
                ? t('pagination.next')
                : control === 'previous'
                  ? t('pagination.previous')
                  : control === 'first'
                    ? t('pagination.first')
                    : t('pagination.last'),
          })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
        />
      </Group>
    </div>
  );
}
