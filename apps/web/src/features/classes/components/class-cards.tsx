import { Box, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClassTitleCell } from './class-cells';
import { ColumnCell, toggle, type ClassColumn, type ClassListProps } from './class-table';
import classes from './class-table.module.css';

const badgeColumns: ClassColumn[] = ['status', 'phase'];

/** The class list on narrow screens: one card per class, the same columns as label/value pairs. */
export function ClassCards({ items, columns, label, selection, renderActions }: ClassListProps) {
  const { t } = useTranslation('classes');
  const badgesOf = (item: ClassListProps['items'][number]) =>
    columns.filter(
      (column) => badgeColumns.includes(column) && !(column === 'phase' && item.phase === null),
    );
  const facts = columns.filter((column) => !badgeColumns.includes(column));
  const pageIds = items.map((item) => item.id);
  const selectedHere = pageIds.filter((id) => selection?.selected.includes(id));
  return (
    <>
      {selection && (
        <Box px="md" py="sm" className={classes.cardsHead}>
          <Checkbox
            label={t('list.selectAll')}
            checked={pageIds.length > 0 && selectedHere.length === pageIds.length}
            indeterminate={selectedHere.length > 0 && selectedHere.length < pageIds.length}
            onChange={(event) => selection.onChange(event.currentTarget.checked ? pageIds : [])}
          />
        </Box>
      )}
      <Stack gap={0} component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const selected = selection?.selected.includes(item.id) ?? false;
          const badges = badgesOf(item);
          return (
            <Box
              key={item.id}
              component="li"
              p="md"
              className={classes.card}
              data-selected={selected || undefined}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
                    {selection && (
                      <Checkbox
                        mt={2}
                        className={classes.control}
                        aria-label={t('list.select', { title: item.title })}
                        checked={selected}
                        onChange={() => selection.onChange(toggle(selection.selected, item.id))}
                      />
                    )}
                    <ClassTitleCell item={item} />
                  </Group>
                  {badges.length > 0 && (
                    <Stack gap={4} align="flex-end">
                      {badges.map((column) => (
                        <ColumnCell key={column} column={column} item={item} />
                      ))}
                    </Stack>
                  )}
                </Group>
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                  {facts.map((column) => (
                    <Stack
                      key={column}
                      gap={2}
                      miw={0}
                      style={column === 'schedule' ? { gridColumn: '1 / -1' } : undefined}
                    >
                      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                        {t(`columns.${column}`)}
                      </Text>
                      <ColumnCell column={column} item={item} />
                    </Stack>
                  ))}
                </SimpleGrid>
                {renderActions && (
                  <Group gap="xs" className={classes.control}>
                    {renderActions(item)}
                  </Group>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
