import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '../lib/options';

type ListFooterProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** "Showing 21–40 of 57", page size and pages. */
export function ListFooter({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListFooterProps) {
  const { t } = useTranslation('classes');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.showing', { first, last, total })}
        </Text>
        <NativeSelect
          size="xs"
          aria-label={t('list.pageSize')}
          value={String(pageSize)}
          data={pageSizes.map((size) => ({
            value: String(size),
            label: t('list.perPage', { count: size }),
          }))}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        />
      </Group>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          getControlProps={(control) => ({
            'aria-label': t(`list.pagination.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('list.pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
