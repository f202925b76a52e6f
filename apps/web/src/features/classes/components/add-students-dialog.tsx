import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorText } from '../../../lib/field-errors';
import { useGradeWords } from '../../../lib/grades';
import { useEnrolStudents } from '../api/enrol-students';
import { useStudentSearch, type StudentOption } from '../api/search-students';

type AddStudentsDialogProps = {
  opened: boolean;
  onClose: () => void;
  classId: string;
  enrolledIds: string[];
  placesLeft: number;
  onEnrolled: (count: number) => void;
};

export function AddStudentsDialog({ opened, onClose, ...props }: AddStudentsDialogProps) {
  const { t } = useTranslation('classes');
  return (
    <Modal opened={opened} onClose={onClose} title={t('enrolment.addTitle')} centered size="lg">
      {opened && <AddStudentsForm onClose={onClose} {...props} />}
    </Modal>
  );
}

const nameOf = (s: StudentOption) => `${s.firstName} ${s.lastName}`;

/** Active students of the roster, searched on the server; all of them are enrolled or none. */
function AddStudentsForm({
  onClose,
  classId,
  enrolledIds,
  placesLeft,
  onEnrolled,
}: Omit<AddStudentsDialogProps, 'opened'>) {
  const { t } = useTranslation('classes');
  const { label: gradeLabel } = useGradeWords();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<StudentOption[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const students = useStudentSearch(debounced, true);
  const enrol = useEnrolStudents();

  const options = useMemo(() => {
    const byId = new Map<string, StudentOption>();
    for (const student of [...chosen, ...(students.data?.items ?? [])]) {
      if (!enrolledIds.includes(student.id)) byId.set(student.id, student);
    }
    return byId;
  }, [chosen, students.data, enrolledIds]);

  const data = [...options.values()].map((s) => ({
    value: s.id,
    label: s.grade ? `${nameOf(s)} · ${gradeLabel(s.grade)}` : nameOf(s),
  }));
  const tooMany = chosen.length > placesLeft;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || tooMany) return;
    setFailure(null);
    try {
      const result = await enrol.mutateAsync({ classId, studentIds: chosen.map((s) => s.id) });
      onEnrolled(result.enrolled);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? fieldErrorText(error.fieldCodes.studentIds, error.fields.studentIds ?? error.message)
          : t('reason.failed'),
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('enrolment.placesLeft', { count: placesLeft })}
        </Text>
        <MultiSelect
          label={t('enrolment.students')}
          placeholder={chosen.length === 0 ? t('enrolment.searchPlaceholder') : undefined}
          searchable
          clearable
          data-autofocus
          data={data}
          value={chosen.map((s) => s.id)}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(ids) =>
            setChosen(
              ids.flatMap((id) => {
                const student = options.get(id);
                return student ? [student] : [];
              }),
            )
          }
          filter={({ options: items }) => items}
          hidePickedOptions
          nothingFoundMessage={
            students.isFetching ? t('pickers.searching') : t('enrolment.noStudents')
          }
          maxDropdownHeight={280}
          error={tooMany ? t('enrolment.tooMany', { count: placesLeft }) : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={enrol.isPending}>
            {t('actions.back')}
          </Button>
          <Button type="submit" loading={enrol.isPending} disabled={chosen.length === 0 || tooMany}>
            {t('enrolment.enrolCount', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
