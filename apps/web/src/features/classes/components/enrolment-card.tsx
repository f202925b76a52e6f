import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ClassDetail } from '@school/shared/classes/classes.contract';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnrolments, type Enrolment } from '../api/get-enrolments';
import { useFormatters } from '../lib/use-formatters';
import { AddStudentsDialog } from './add-students-dialog';
import { LoadError } from '../../../components/load-error';
import { useGradeWords } from '../../../lib/grades';
import { RemoveStudentDialog } from './remove-student-dialog';
import { SectionCard } from '../../../components/section-card';

/** Enrolled students: add several at once within capacity, remove one after confirming. */
export function EnrolmentCard({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const { label: gradeLabel } = useGradeWords();
  const format = useFormatters();
  const enrolments = useEnrolments(detail.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Enrolment | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const closed = detail.status === 'rejected' || detail.status === 'cancelled';
  const placesLeft = Math.max(0, detail.capacity - detail.enrolledCount);
  const items = enrolments.data?.items ?? [];

  return (
    <SectionCard
      title={t('enrolment.title')}
      id="class-enrolment"
      description={t('facts.enrolledOf', {
        enrolled: detail.enrolledCount,
        capacity: detail.capacity,
      })}
      padded={false}
      actions={
        !closed && (
          <Tooltip label={t('enrolment.full')} disabled={placesLeft > 0}>
            <Button
              size="xs"
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
              disabled={placesLeft === 0}
            >
              {t('enrolment.add')}
            </Button>
          </Tooltip>
        )
      }
    >
      <Stack gap="sm" px="md" pb="md">
        {notice && (
          <Alert
            color="green"
            variant="light"
            withCloseButton
            onClose={() => setNotice(null)}
            role="status"
            closeButtonLabel={t('outcome.dismiss')}
          >
            {notice}
          </Alert>
        )}
        {closed && (
          <Text size="sm" c="dimmed">
            {t('enrolment.closed')}
          </Text>
        )}
        {enrolments.isError ? (
          <LoadError error={enrolments.error} onRetry={() => void enrolments.refetch()} />
        ) : enrolments.isPending ? (
          <Stack gap="xs">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            {t('enrolment.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native">
            <Table verticalSpacing="xs" aria-labelledby="class-enrolment">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('enrolment.student')}</Table.Th>
                  <Table.Th>{t('enrolment.grade')}</Table.Th>
                  <Table.Th>{t('enrolment.since')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((student) => {
                  const name = `${student.firstName} ${student.lastName}`;
                  return (
                    <Table.Tr key={student.studentId}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar
                            name={name}
                            color="initials"
                            aria-hidden="true"
                            size={30}
                            alt=""
                          />
                          <Stack gap={0} miw={0}>
                            <Text size="sm" fw={500} dir="auto">
                              {name}
                            </Text>
                            <Text size="xs" c="dimmed" truncate>
                              {student.email}
                            </Text>
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" dir="auto">
                          {student.grade ? gradeLabel(student.grade) : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {format.date(student.enrolledAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Tooltip label={t('enrolment.remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('enrolment.removeName', { name })}
                            onClick={() => {
                              setRemoving(student);
                              setRemoveOpen(true);
                            }}
                          >
                            <IconUserMinus size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AddStudentsDialog
        opened={adding}
        onClose={() => setAdding(false)}
        classId={detail.id}
        enrolledIds={items.map((s) => s.studentId)}
        placesLeft={placesLeft}
        onEnrolled={(count) => setNotice(t('enrolment.enrolled', { count }))}
      />
      <RemoveStudentDialog
        opened={removeOpen}
        onClose={() => setRemoveOpen(false)}
        classId={detail.id}
        classTitle={detail.title}
        student={removing}
        onRemoved={(name) => setNotice(t('enrolment.removed', { name }))}
      />
    </SectionCard>
  );
}
