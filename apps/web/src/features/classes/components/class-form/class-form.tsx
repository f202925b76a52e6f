import { Alert, Button, Grid, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { classMaxLengths, classNumberBounds } from '@school/shared/classes/classes.rules';
import { IconCoins, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { useLeaveGuard } from '../../../../hooks/use-leave-guard';
import { ApiError } from '../../../../lib/api-error';
import { translateFieldErrors } from '../../../../lib/field-errors';
import { useSchoolZone } from '../../../../lib/use-school-format';
import {
  formPathOf,
  sameSchedule,
  scheduleOf,
  type ClassFormValues,
} from '../../lib/class-form-values';
import { classServerRules, validateClassForm } from '../../lib/validate-class-form';
import { SectionCard } from '../../../../components/section-card';
import { SubjectSelect } from '../subject-select';
import { TutorSelect } from '../tutor-select';
import classes from './class-form.module.css';
import { ScheduleFields } from './schedule-fields';
import { VideoField } from './video-field';
import { GrowingTextarea } from '../../../../components/growing-textarea';

type ClassFormProps = {
  initialValues: ClassFormValues;
  /** The class being edited; none when creating. */
  detail?: ClassDetail;
  submitLabel: string;
  onSubmit: (values: ClassFormValues, timeZone: string) => Promise<unknown>;
  onCancel: () => void;
};

export function ClassForm({
  initialValues,
  detail,
  submitLabel,
  onSubmit,
  onCancel,
}: ClassFormProps) {
  const { t } = useTranslation('classes');
  // Days and times are typed on the school's clock, whatever this device's zone is.
  const timeZone = useSchoolZone();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClassFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) =>
      validateClassForm(values, t, { timeZone, enrolledCount: detail?.enrolledCount ?? 0 }),
  });
  // Leaving with unsaved changes asks first, by a link or by Cancel.
  const guard = useLeaveGuard(form.isDirty() && !form.submitting);
  const clearsAttendance =
    detail !== undefined &&
    detail.attendanceRate !== null &&
    !sameSchedule(scheduleOf(form.values, timeZone), detail.sessions);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSubmit(values, timeZone);
      } catch (error) {
        if (!(error instanceof ApiError)) {
          setFailure(t('reason.failed'));
          return;
        }
        if (Object.keys(error.fields).length > 0)
          form.setErrors(
            translateFieldErrors(error, classServerRules(t), {
              pathOf: (field) => formPathOf(field, values.mode),
            }),
          );
        setFailure(Object.keys(error.fields).length > 0 ? t('form.fixErrors') : error.message);
      }
    },
    () => setFailure(t('form.fixErrors')),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('form.notSaved')}>
            {failure}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <SectionCard title={t('form.details')} id="form-details">
                <TextInput
                  label={t('form.title')}
                  withAsterisk
                  maxLength={classMaxLengths.title}
                  dir="auto"
                  {...form.getInputProps('title')}
                />
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TutorSelect
                      label={t('form.tutor')}
                      placeholder={t('form.tutorPlaceholder')}
                      withAsterisk
                      selectedTutor={detail?.tutor ?? null}
                      {...form.getInputProps('tutorId')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <SubjectSelect
                      label={t('form.subject')}
                      placeholder={t('form.subjectPlaceholder')}
                      withAsterisk
                      {...form.getInputProps('subjectId')}
                    />
                  </Grid.Col>
                </Grid>
                <GrowingTextarea
                  label={t('form.description')}
                  minRows={4}
                  maxRows={12}
                  maxLength={classMaxLengths.description}
                  dir="auto"
                  {...form.getInputProps('description')}
                />
              </SectionCard>
              <SectionCard title={t('form.schedule')} id="form-schedule">
                <ScheduleFields
                  form={form}
                  timeZone={timeZone}
                  clearsAttendance={clearsAttendance}
                />
              </SectionCard>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <SectionCard title={t('form.placesAndPrice')} id="form-places">
                <NumberInput
                  label={t('form.capacity')}
                  leftSection={<IconUsers size={16} aria-hidden="true" />}
                  min={Math.max(classNumberBounds.capacity.min, detail?.enrolledCount ?? 1)}
                  max={classNumberBounds.capacity.max}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps('capacity')}
                />
                <NumberInput
                  label={t('form.price')}
                  description={t('form.priceHint')}
                  leftSection={<IconCoins size={16} aria-hidden="true" />}
                  min={classNumberBounds.priceCredits.min}
                  max={classNumberBounds.priceCredits.max}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  withAsterisk
                  {...form.getInputProps('priceCredits')}
                />
                <TextInput
                  label={t('form.location')}
                  placeholder={t('form.locationPlaceholder')}
                  leftSection={<IconMapPin size={16} aria-hidden="true" />}
                  maxLength={classMaxLengths.location}
                  dir="auto"
                  {...form.getInputProps('location')}
                />
              </SectionCard>
              <SectionCard title={t('form.introduction')} id="form-video">
                <VideoField form={form} />
              </SectionCard>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={() => guard.confirm(onCancel)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <LeaveDialog guard={guard} />
    </form>
  );
}
