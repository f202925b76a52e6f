import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ImportPreview } from '@school/shared/calendar/calendar.contract';
import { calendarLimits } from '@school/shared/calendar/calendar.rules';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/file-drop';
import { toastSuccess } from '../../../lib/toasts';
import { useImportCalendar } from '../api/import-calendar';
import { usePreviewImport } from '../api/preview-import';

const icsTypes = ['text/calendar', '.ics'] as const;

/** An .ics file: what it would create or update first, then all of it at once. */
export function ImportDialog({
  opened,
  onClose,
  format,
}: {
  opened: boolean;
  onClose: () => void;
  format: { date: (instant: string) => string };
}) {
  const { t } = useTranslation('calendar');
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const preview = usePreviewImport();
  const commit = useImportCalendar();
  const items: ImportPreview['items'] = preview.data?.items ?? [];

  const close = () => {
    setText(null);
    preview.reset();
    commit.reset();
    onClose();
  };

  async function choose(file: File) {
    setRefused(false);
    const content = await file.text();
    setText(content);
    preview.mutate(content);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg">
      <Stack gap="md">
        <FileDrop
          onFile={(f) => void choose(f)}
          onRefuse={() => setRefused(true)}
          accept={icsTypes}
          maxBytes={calendarLimits.importBytes}
          loading={preview.isPending}
          label={t('import.choose')}
        >
          {() => (
            <Stack align="center" gap={6} py="lg">
              <IconCalendarPlus size={36} stroke={1.5} aria-hidden="true" />
              <Text>{t('import.choose')}</Text>
            </Stack>
          )}
        </FileDrop>
        {(refused || preview.isError) && <Alert color="red">{t('import.invalid')}</Alert>}
        {text !== null && items.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.event')}</Table.Th>
                  <Table.Th>{t('import.when')}</Table.Th>
                  <Table.Th>{t('import.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.uid}>
                    <Table.Td>{item.title}</Table.Td>
                    <Table.Td>{format.date(item.start)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={item.action === 'create' ? 'green' : 'blue'}>
                        {t(`import.${item.action}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {text !== null && preview.isSuccess && items.length === 0 && (
          <Text c="dimmed">{t('import.nothing')}</Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            disabled={text === null || items.length === 0}
            loading={commit.isPending}
            onClick={() =>
              text !== null &&
              commit.mutate(text, {
                onSuccess: (done) => {
                  toastSuccess(t('import.done', { created: done.created, updated: done.updated }));
                  close();
                },
              })
            }
          >
            {t('import.submit', { count: items.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
