import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { Student } from '@school/shared/students/students.contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import type { ApiError } from '../../../lib/api-error';
import { fullName } from '../lib/format';
import {
  emptyStudentForm,
  formToCreateBody,
  formToFields,
  studentFormRules,
  studentServerRules,
  studentToForm,
  type StudentFormValues,
} from '../lib/student-form';
import { translateFieldErrors } from '../../../lib/field-errors';
import { useGradeWords } from '../../../lib/grades';
import { toastSuccess } from '../../../lib/toasts';
import { StatusBadge } from './status-badge';
import classes from './student-form.module.css';
import { GrowingTextarea } from '../../../components/growing-textarea';

type StudentFormProps = {
  student: Student | null;
  grades: string[];
  onCancel: () => void;
  onSaved: (student: Student) => void;
  /** Told whether there are unsaved changes, so the drawer can ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
};

export function StudentForm({
  student,
  grades,
  onCancel,
  onSaved,
  onDirtyChange,
}: StudentFormProps) {
  const { t } = useTranslation('students');
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const mutation = student ? update : create;
  // Grades travel in the API's words ("Grade 7") and are shown and typed in the reader's.
  const gradeText = useGradeWords();
  const form = useForm<StudentFormValues>({
    initialValues: student
      ? { ...studentToForm(student), grade: gradeText.label(student.grade ?? '') }
      : emptyStudentForm,
    validate: studentFormRules(t),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty() && !form.submitting;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // A closed drawer holds no changes.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const onError = (error: ApiError) => {
    if (Object.keys(error.fields).length > 0)
      form.setErrors(translateFieldErrors(error, studentServerRules(t)));
  };
  const submit = form.onSubmit((typed) => {
    const values = { ...typed, grade: gradeText.canonical(typed.grade) };
    if (student) {
      update.mutate(
        { id: student.id, body: formToFields(values) },
        {
          onError,
          onSuccess: (saved) => {
            toastSuccess(t('drawer.savedToast', { name: fullName(saved) }));
            onSaved(saved);
          },
        },
      );
    } else {
      create.mutate(formToCreateBody(values), {
        onError,
        onSuccess: (saved) => {
          toastSuccess(
            t(values.invite ? 'drawer.invitedToast' : 'drawer.addedToast', {
              name: fullName(saved),
            }),
          );
          onSaved(saved);
        },
      });
    }
  });
  const unfielded = mutation.error && Object.keys(mutation.error.fields).length === 0;

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <Stack gap="lg" className={classes.body}>
        {student && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('drawer.status')}
            </Text>
            <StatusBadge status={student.status} label={t(`status.${student.status}`)} />
          </Group>
        )}
        {unfielded && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {mutation.error.message}
          </Alert>
        )}
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('drawer.studentSection')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('fields.firstName')}
              required
              dir="auto"
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              required
              dir="auto"
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            autoComplete="off"
            dir="ltr"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Autocomplete
              label={t('fields.grade')}
              data={[...new Set(grades.map(gradeText.label))]}
              placeholder={t('drawer.gradePlaceholder')}
              {...form.getInputProps('grade')}
            />
            <DateInput
              label={t('fields.dateOfBirth')}
              placeholder="YYYY-MM-DD"
              valueFormat="YYYY-MM-DD"
              maxDate={new Date()}
              clearable
              defaultLevel="decade"
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('dateOfBirth')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            dir="ltr"
            {...form.getInputProps('phone')}
          />
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('drawer.guardianSection')}
          </Text>
          <TextInput label={t('fields.guardianName')} {...form.getInputProps('guardianName')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('fields.guardianEmail')}
              type="email"
              dir="ltr"
              {...form.getInputProps('guardianEmail')}
            />
            <TextInput
              label={t('fields.guardianPhone')}
              type="tel"
              dir="ltr"
              {...form.getInputProps('guardianPhone')}
            />
          </SimpleGrid>
        </Stack>
        <Divider />
        <GrowingTextarea
          label={t('fields.notes')}
          dir="auto"
          minRows={3}
          maxRows={8}
          {...form.getInputProps('notes')}
        />
        {!student && (
          <Checkbox
            label={t('fields.invite')}
            description={t('drawer.inviteHint')}
            {...form.getInputProps('invite', { type: 'checkbox' })}
          />
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {student ? t('drawer.save') : t('drawer.add')}
        </Button>
      </Group>
    </form>
  );
}
