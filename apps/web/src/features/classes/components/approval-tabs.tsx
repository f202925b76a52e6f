import { Badge, Button, Group } from '@mantine/core';
import { hasPermission } from '@school/shared/auth/roles';
import { IconCalendarTime, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePendingBookings } from '../api/get-pending-bookings';

/**
 * The approval queue's two kinds: class proposals (this page) and bookings over a student's
 * allowance, which are decided on My Appointments' "Pending approval" tab.
 */
export function ApprovalTabs() {
  const { t } = useTranslation('classes');
  const session = useSession();
  const decides =
    session.status === 'signed-in' && hasPermission(session.user.role, 'appointments.approve');
  const bookings = usePendingBookings(decides);
  if (!decides) return null;
  const count = bookings.data ?? 0;
  return (
    <Group component="nav" gap="xs" aria-label={t('approval.tabsLabel')}>
      <Button
        component={Link}
        to="/manage-classes/approval-classes"
        variant="light"
        aria-current="page"
        leftSection={<IconSchool size={16} aria-hidden="true" />}
      >
        {t('approval.tabClasses')}
      </Button>
      <Button
        component={Link}
        to="/my-appointments?tab=pending"
        variant="default"
        leftSection={<IconCalendarTime size={16} aria-hidden="true" />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" color="yellow" circle aria-label={t('approval.waiting', { count })}>
              {count}
            </Badge>
          ) : undefined
        }
      >
        {t('approval.tabBookings')}
      </Button>
    </Group>
  );
}
