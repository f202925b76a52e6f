import { Group, SegmentedControl, Table, Text, ThemeIcon } from '@mantine/core';
import type { ImportResponse } from '@school/shared/students/students.contract';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvColumns } from '../lib/csv-columns';
import { ToneBadge } from '../../../components/tone-badge';
import { formatNumber } from '../../../lib/format-number';
import classes from './import-preview.module.css';

/** Large files: the preview lists this many rows; the summary still counts them all. */
const shownRows = 200;

type ImportPreviewProps = { report: ImportResponse; fileName: string };

/** The dry run's verdict per row: each error sits in the cell it belongs to. */
export function ImportPreview({ report, fileName }: ImportPreviewProps) {
  const { t, i18n } = useTranslation('students');
  const [filter, setFilter] = useState<'all' | 'errors'>(report.invalid > 0 ? 'errors' : 'all');
  const rows =
    filter === 'errors' ? report.rows.filter((r) => Object.keys(r.errors).length > 0) : report.rows;
  const n = (value: number) => formatNumber(value, i18n.language);
  // Only the columns the file has (or that have errors); errors about the row as a whole (not one
  // column) are listed in the row's own cell.
  const present = new Set(
    report.rows.flatMap((r) => [...Object.keys(r.values), ...Object.keys(r.errors)]),
  );
  const columns = csvColumns.filter((column) => present.has(column));
  const known = new Set<string>(csvColumns);

  return (
    <div className={classes.root}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600} size="sm" dir="ltr" className={classes.fileName}>
            {fileName}
          </Text>
          <Group gap="xs" mt={4} aria-live="polite">
            <ToneBadge
              color="teal"
              icon={<IconCheck size={12} aria-hidden="true" />}
              label={t('import.validCount', { count: report.valid, formatted: n(report.valid) })}
            />
            <ToneBadge
              color={report.invalid > 0 ? 'red' : 'gray'}
              icon={<IconAlertTriangle size={12} aria-hidden="true" />}
              label={t('import.invalidCount', {
                count: report.invalid,
                formatted: n(report.invalid),
              })}
            />
          </Group>
        </div>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value === 'errors' ? 'errors' : 'all')}
          data={[
            { value: 'all', label: t('import.showAll', { count: report.total }) },
            { value: 'errors', label: t('import.showErrors', { count: report.invalid }) },
          ]}
          aria-label={t('import.showLabel')}
        />
      </Group>
      {report.invalid > 0 && (
        <Text size="sm" c="dimmed">
          {t('import.skipNote', { count: report.invalid })}
        </Text>
      )}
      <Table.ScrollContainer
        minWidth={Math.max(560, 72 + columns.length * 150)}
        maxHeight="min(52vh, 520px)"
        type="native"
      >
        <Table
          stickyHeader
          withColumnBorders
          withTableBorder
          verticalSpacing={6}
          horizontalSpacing="sm"
          fz="xs"
          className={classes.table}
        >
          <caption className={classes.caption}>{t('import.previewCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.rowCell}>{t('import.row')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`fields.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, shownRows).map((row) => {
              const invalid = Object.keys(row.errors).length > 0;
              const rowErrors = Object.entries(row.errors).filter(([field]) => !known.has(field));
              return (
                <Table.Tr key={row.row} data-invalid={invalid || undefined}>
                  <Table.Th scope="row" className={classes.rowCell}>
                    <Group gap={6} wrap="nowrap">
                      <ThemeIcon
                        size={18}
                        radius="xl"
                        variant="light"
                        color={invalid ? 'red' : 'teal'}
                        aria-label={invalid ? t('import.rowInvalid') : t('import.rowValid')}
                      >
                        {invalid ? <IconAlertTriangle size={11} /> : <IconCheck size={11} />}
                      </ThemeIcon>
                      <span>{row.row}</span>
                    </Group>
                    {rowErrors.map(([field, message]) => (
                      <Text key={field} size="xs" c="red" mt={4}>
                        {message}
                      </Text>
                    ))}
                  </Table.Th>
                  {columns.map((column) => {
                    const error = row.errors[column];
                    return (
                      <Table.Td
                        key={column}
                        data-error={error ? true : undefined}
                        className={classes.cell}
                      >
                        <span className={classes.value}>{row.values[column] ?? ''}</span>
                        {error && (
                          <Text size="xs" className={classes.error}>
                            {error}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > shownRows && (
        <Text size="xs" c="dimmed">
          {t('import.moreRows', { shown: n(shownRows), total: n(rows.length) })}
        </Text>
      )}
    </div>
  );
}
