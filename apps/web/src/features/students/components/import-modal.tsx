import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ImportResponse } from '@school/shared/students/students.contract';
import {
  IconAlertCircle,
  IconDownload,
  IconFileTypeCsv,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FileDrop } from '../../../components/file-drop';
import type { FileRefusal } from '../../../lib/file-check';
import { useTranslation } from 'react-i18next';
import { useImportStudents } from '../api/import-students';
import { templateCsv } from '../lib/csv-columns';
import { saveFile } from '../../../lib/download-file';
import { toastSuccess } from '../../../lib/toasts';
import { ImportPreview } from './import-preview';

const maxCsvBytes = 10 * 1024 * 1024;
const csvTypes = ['.csv', 'text/csv', 'application/vnd.ms-excel', 'text/plain'];

type ImportModalProps = { opened: boolean; onClose: () => void };

/** Choose a CSV file → check every row (dry run) → import the valid rows, or cancel. */
export function ImportModal({ opened, onClose }: ImportModalProps) {
  const { t } = useTranslation('students');
  const check = useImportStudents();
  const commit = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResponse | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  const restart = () => {
    setFile(null);
    setReport(null);
    setRejection(null);
    check.reset();
    commit.reset();
  };
  const close = () => {
    restart();
    onClose();
  };
  const choose = (picked: File) => {
    setRejection(null);
    setFile(picked);
    check.mutate(
      { file: picked, dryRun: true, skipInvalid: false },
      { onSuccess: (result) => setReport(result) },
    );
  };
  const reject = (code: FileRefusal) => {
    setRejection(
      code === 'file-too-large'
        ? t('import.tooLarge')
        : code === 'too-many-files'
          ? t('import.oneFile')
          : t('import.notCsv'),
    );
  };
  const importValid = () => {
    if (!file || !report) return;
    commit.mutate(
      { file, dryRun: false, skipInvalid: true },
      {
        onSuccess: (result) => {
          toastSuccess(t('import.doneToast', { count: result.imported }));
          close();
        },
      },
    );
  };

  const checkError = check.error ? (check.error.fields.file ?? check.error.message) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size={report ? 'min(1100px, 96vw)' : 'lg'}
      radius="lg"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('import.close') }}
    >
      {report && file ? (
        <Stack gap="md">
          <ImportPreview report={report} fileName={file.name} />
          {commit.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
            >
              {commit.error.fields.file ?? commit.error.message}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={restart}>
              {t('import.another')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={importValid}
                loading={commit.isPending}
                disabled={report.valid === 0}
              >
                {report.invalid > 0
                  ? t('import.importValid', { count: report.valid })
                  : t('import.importAll', { count: report.valid })}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('import.intro')}
          </Text>
          <FileDrop
            onFile={choose}
            onRefuse={reject}
            accept={csvTypes}
            maxBytes={maxCsvBytes}
            loading={check.isPending}
            label={t('import.chooseFile')}
          >
            {(state) => (
              <Stack align="center" gap={6} py="xl">
                {state === 'accept' ? (
                  <IconUpload size={40} stroke={1.5} aria-hidden="true" />
                ) : state === 'reject' ? (
                  <IconX size={40} stroke={1.5} aria-hidden="true" />
                ) : (
                  <IconFileTypeCsv size={40} stroke={1.5} aria-hidden="true" />
                )}
                <Text fw={600} ta="center">
                  {t('import.drop')}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('import.dropHint')}
                </Text>
              </Stack>
            )}
          </FileDrop>
          {(rejection ?? checkError) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
            >
              {rejection ?? checkError}
            </Alert>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconDownload size={16} aria-hidden="true" style={{ marginTop: 3, flex: 'none' }} />
            <Text size="sm">
              {t('import.templateLead')}{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => saveFile(templateCsv(), 'students-template.csv')}
              >
                {t('import.template')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
