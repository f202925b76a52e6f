import { Alert, Anchor, Button, Grid, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AppointmentQuote } from '@school/shared/appointments/appointments.contract';
import {
  appointmentDurations,
  appointmentMaxLengths,
  isAppointmentDuration,
  type AppointmentDuration,
} from '@school/shared/appointments/appointments.rules';
import { IconAlertTriangle, IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { DetailPending } from '../../../components/detail-pending';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import type { ApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import { useSubjectName } from '../../../lib/subjects';
import { toastSuccess } from '../../../lib/toasts';
import { useCreateAppointment } from '../api/create-appointment';
import { useQuote } from '../api/get-quote';
import { useBookingTutor } from '../api/get-tutor';
import { BookingSummary, conflictText, refusalText } from '../components/booking-summary';
import { SlotPicker } from '../components/slot-picker';
import { StudentPicker } from '../components/student-picker';
import { endOf } from '../lib/booking-slots';
import { useSchoolFormat } from '../../../lib/use-school-format';
import { GrowingTextarea } from '../../../components/growing-textarea';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Booking a session with a tutor: who for, which subject, how long and when (a free start in the
 * school's zone), then the price, the wallet after it and the student's allowance left. Opened
 * from the tutor's profile (`?slot=` a start) or from a topic (`?subjectId=&topicId=`).
 */
export function BookPage() {
  const { tutorId = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('appointments');
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const subjectName = useSubjectName();
  const tutor = useBookingTutor(tutorId);
  const zone = tutor.data?.timeZone ?? 'UTC';
  const format = useSchoolFormat(zone);
  const topicId = search.get('topicId');
  const [studentId, setStudentId] = useState<string | null>(null);
  const [subjectId, setSubjectId] = useState<string | null>(search.get('subjectId'));
  const [minutes, setMinutes] = useState<AppointmentDuration>(() => {
    const asked = Number(search.get('duration'));
    return isAppointmentDuration(asked) ? asked : 60;
  });
  const [startsAt, setStartsAt] = useState<string | null>(() => {
    const slot = search.get('slot');
    return slot && isoInstant.test(slot) && Date.parse(slot) > Date.now() ? slot : null;
  });
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const quote = useQuote(
    startsAt
      ? { tutorId, studentId: studentId ?? undefined, startsAt, durationMinutes: minutes }
      : null,
  );
  const create = useCreateAppointment();
  const name = tutor.data?.displayName ?? t('book.tutor');
  useDocumentTitle(`${t('book.title', { name })} · ${tApp('app.name')}`);
  const back = (
    <BackLink to={`/find-tutor/${encodeURIComponent(tutorId)}`} label={t('book.back')} />
  );

  if (tutor.isError || !tutor.data)
    return (
      <DetailPending
        back={back}
        query={tutor}
        notFound={{ title: t('book.notFoundTitle'), text: t('book.notFoundText') }}
        skeleton={
          <>
            <SkeletonBlock height={60} radius="lg" />
            <SkeletonBlock height={420} radius="lg" />
          </>
        }
      />
    );

  const subjects = tutor.data.subjects;
  const subjectKnown = subjects.some((subject) => subject.id === subjectId);
  const blocked =
    quote.data !== undefined &&
    (quote.data.conflict !== null ||
      !quote.data.slotFree ||
      (!quote.data.wouldNeedApproval && quote.data.insufficientCredits));
  const ready = subjectKnown && startsAt !== null && !blocked && !quote.isFetching;

  function confirm() {
    setTried(true);
    if (!ready || !startsAt || !subjectId) return;
    create.book(
      {
        tutorId,
        studentId,
        subjectId,
        startsAt,
        durationMinutes: minutes,
        notes: notes.trim() || null,
        topicId,
      },
      {
        onSuccess: (appointment) => {
          const pending = appointment.status === 'pending_approval';
          toastSuccess(t(pending ? 'book.pendingToast' : 'book.bookedToast', { name }));
          void navigate(pending ? '/my-appointments?tab=pending' : '/my-appointments');
        },
      },
    );
  }

  const failure = create.error;
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={t('book.title', { name })} description={t('book.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SectionCard title={t('book.session')} id="booking-session">
            <Stack gap="md">
              <StudentPicker
                label={t('book.student')}
                placeholder={t('book.studentPlaceholder')}
                description={t('book.studentHint')}
                value={studentId}
                onChange={setStudentId}
              />
              <Select
                label={t('book.subject')}
                placeholder={t('book.subjectPlaceholder')}
                required
                data={subjects.map((subject) => ({
                  value: subject.id,
                  label: subjectName(subject),
                }))}
                value={subjectKnown ? subjectId : null}
                onChange={setSubjectId}
                error={tried && !subjectKnown ? t('book.subjectRequired') : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="booking-length">
                  {t('book.length')}
                </Text>
                <SegmentedControl
                  aria-labelledby="booking-length"
                  fullWidth
                  data={appointmentDurations.map((value) => ({
                    value: String(value),
                    label: String(value),
                  }))}
                  value={String(minutes)}
                  onChange={(value) => {
                    const next = Number(value);
                    if (isAppointmentDuration(next)) setMinutes(next);
                  }}
                />
              </Stack>
              <SlotPicker
                tutorId={tutorId}
                zone={zone}
                format={format}
                minutes={minutes}
                value={startsAt}
                onChange={setStartsAt}
                label={t('book.time')}
              />
              {tried && !startsAt && (
                <Text size="sm" c="red" role="alert">
                  {t('book.timeRequired')}
                </Text>
              )}
              <GrowingTextarea
                label={t('book.notes')}
                placeholder={t('book.notesPlaceholder')}
                minRows={2}
                maxRows={6}
                maxLength={appointmentMaxLengths.notes}
                value={notes}
                onChange={(event) => setNotes(event.currentTarget.value)}
              />
            </Stack>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title={t('book.summary')} id="booking-summary">
            <Stack gap="md">
              <Stack gap={2}>
                <Text fw={600}>{name}</Text>
                {startsAt ? (
                  <Text size="sm">
                    {t('book.when', {
                      slot: format.slot(startsAt),
                      end: format.time(endOf(startsAt, minutes)),
                    })}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('book.noTime')}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {format.zoneName()}
                </Text>
              </Stack>
              {quote.isError ? (
                <LoadError
                  error={quote.error}
                  onRetry={() => void quote.refetch()}
                  retrying={quote.isFetching}
                />
              ) : (
                <BookingSummary
                  quote={startsAt ? quote.data : undefined}
                  loading={quote.isFetching}
                  format={format}
                  withStudent={studentId !== null}
                />
              )}
              {failure && <BookingError error={failure} quote={quote.data} />}
              <Button
                size="md"
                leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
                loading={create.isPending}
                disabled={blocked || (startsAt !== null && quote.isFetching)}
                onClick={confirm}
              >
                {quote.data?.wouldNeedApproval ? t('book.request') : t('book.confirm')}
              </Button>
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Why the booking was refused: the slot was taken meanwhile, the wallet ran short, or a field. */
function BookingError({ error, quote }: { error: ApiError; quote: AppointmentQuote | undefined }) {
  const { t, i18n } = useTranslation('appointments');
  const n = (value: number) => formatNumber(value, i18n.language);
  const insufficient = error.code === 'insufficient_credits';
  const conflict = error.status === 409 && !insufficient;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={
        insufficient
          ? t('book.insufficientTitle')
          : conflict
            ? t('book.conflictTitle')
            : t('book.failed')
      }
    >
      <Stack gap={4}>
        <Text size="sm">
          {insufficient && quote
            ? t('book.insufficient', { balance: n(quote.balance), price: n(quote.priceCredits) })
            : conflict && !error.message
              ? conflictText(t, null)
              : refusalText(t, error)}
        </Text>
        {insufficient && (
          <Anchor component={Link} to="/credits-top-up" size="sm" fw={600}>
            {t('book.topUp')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
