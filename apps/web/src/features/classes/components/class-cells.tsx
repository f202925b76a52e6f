import { Anchor, Avatar, Group, Progress, Stack, Text } from '@mantine/core';
import type { ClassListItem } from '@school/shared/classes/classes.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubjectName } from '../../../lib/subjects';
import { useFormatters } from '../lib/use-formatters';
import classes from './class-table.module.css';

export function ClassTitleCell({ item }: { item: ClassListItem }) {
  const subjectName = useSubjectName();
  return (
    <Stack gap={2} miw={180}>
      <Anchor
        component={Link}
        to={`/manage-classes/${item.id}`}
        fw={600}
        c="var(--mantine-color-text)"
        className={classes.titleLink}
        lineClamp={2}
        dir="auto"
      >
        {item.title}
      </Anchor>
      <Text size="xs" c="dimmed">
        {subjectName(item.subject)}
      </Text>
    </Stack>
  );
}

export function TutorCell({ tutor }: { tutor: ClassListItem['tutor'] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar
        src={tutor.photo}
        name={tutor.name}
        color="initials"
        aria-hidden="true"
        size={28}
        alt=""
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} dir="auto">
        {tutor.name}
      </Text>
    </Group>
  );
}

export function ScheduleCell({ item }: { item: ClassListItem }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.dateRange(item.firstStartsAt, item.lastEndsAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('list.sessionCount', { count: item.sessionCount })} · {format.time(item.firstStartsAt)}
      </Text>
    </Stack>
  );
}

export function EnrolledCell({ item }: { item: ClassListItem }) {
  const { t } = useTranslation('classes');
  const share = item.capacity > 0 ? (item.enrolledCount / item.capacity) * 100 : 0;
  return (
    <Stack gap={4} miw={84}>
      <Text size="sm">
        {t('list.enrolledOf', { enrolled: item.enrolledCount, capacity: item.capacity })}
      </Text>
      <Progress
        value={share}
        size="sm"
        color={share >= 100 ? 'orange' : 'brand'}
        aria-label={t('facts.capacityLabel')}
      />
    </Stack>
  );
}

export function PriceCell({ credits }: { credits: number }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('list.credits', { count: credits, formatted: format.number(credits) })}
    </Text>
  );
}

export function AttendanceCell({ rate }: { rate: number | null }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  if (rate === null)
    return (
      <Text size="sm" c="dimmed" aria-label={t('list.noAttendance')}>
        —
      </Text>
    );
  const color = rate >= 0.8 ? 'teal' : rate >= 0.6 ? 'yellow' : 'red';
  return (
    <Stack gap={4} miw={84}>
      <Text size="sm" fw={600}>
        {format.percent(rate)}
      </Text>
      <Progress value={rate * 100} size="sm" color={color} aria-label={t('list.attendance')} />
    </Stack>
  );
}

export function ProposedCell({ createdAt }: { createdAt: string }) {
  const format = useFormatters();
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.date(createdAt)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {format.ago(createdAt)}
      </Text>
    </Stack>
  );
}
