import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { FeedActivity } from '@school/shared/feeds/feeds.contract';
import type { ActivityType } from '@school/shared/feeds/feeds.rules';
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconCheck,
  IconCoins,
  IconMessageCheck,
  IconMessageCircle,
  IconUsersPlus,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { When } from './when';

const icons: Record<ActivityType, Icon> = {
  class_approved: IconCheck,
  class_cancelled: IconX,
  students_imported: IconUsersPlus,
  topic_answered: IconMessageCircle,
  topic_accepted: IconMessageCheck,
  appointment_booked: IconCalendarPlus,
  wallet_topped_up: IconCoins,
  event_created: IconCalendarEvent,
};

/** The lines that name who did it; the reader's own act reads "You answered …" instead. */
const ownWording: Partial<Record<ActivityType, 'topic_answered_self' | 'topic_accepted_self'>> = {
  topic_answered: 'topic_answered_self',
  topic_accepted: 'topic_accepted_self',
};

/** One line of activity, worded here from its parameters (the server sends no markup). */
export function ActivityRow({ item }: { item: FeedActivity }) {
  const { t } = useTranslation('feeds');
  const Icon = icons[item.type];
  const wording = (item.byYou && ownWording[item.type]) || item.type;
  const text = t(`activity.${wording}`, {
    ...item.params,
    count: Number(item.params.count ?? 0),
  });
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-activity={item.type}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size="md">
          <Icon size={16} aria-hidden="true" />
        </ThemeIcon>
        <Text size="sm" style={{ flex: 1, minWidth: 0 }} dir="auto">
          {item.link ? (
            <Anchor component={Link} to={item.link} inherit>
              {text}
            </Anchor>
          ) : (
            text
          )}
        </Text>
        <When at={item.publishedAt} />
      </Group>
    </Paper>
  );
}
