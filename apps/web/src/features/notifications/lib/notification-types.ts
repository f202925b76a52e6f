import type { NotificationType } from '@school/shared/notifications/notifications.contract';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarPause,
  IconCalendarTime,
  IconCalendarX,
  IconClockHour4,
  IconCircleCheck,
  IconCircleX,
  IconMessageCheck,
  IconMessageCircle,
  IconSchool,
  IconSpeakerphone,
  IconUserPlus,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

/** How each notification type looks (icon and colour); its label is `types.<type>`. */
export const notificationTypeLook: Record<NotificationType, { icon: Icon; color: string }> = {
  announcement: { icon: IconSpeakerphone, color: 'brand' },
  class_proposed: { icon: IconSchool, color: 'cyan' },
  class_approved: { icon: IconCircleCheck, color: 'teal' },
  class_rejected: { icon: IconCircleX, color: 'red' },
  topic_answered: { icon: IconMessageCircle, color: 'grape' },
  topic_answer_accepted: { icon: IconMessageCheck, color: 'teal' },
  appointment_booked: { icon: IconCalendarEvent, color: 'blue' },
  appointment_cancelled: { icon: IconCalendarX, color: 'orange' },
  appointment_reminder: { icon: IconClockHour4, color: 'blue' },
  appointment_pending_approval: { icon: IconCalendarPause, color: 'yellow' },
  appointment_approved: { icon: IconCalendarCheck, color: 'teal' },
  appointment_rejected: { icon: IconCalendarX, color: 'red' },
  appointment_rescheduled: { icon: IconCalendarTime, color: 'blue' },
  appointment_reschedule_requested: { icon: IconCalendarTime, color: 'yellow' },
  wallet_topped_up: { icon: IconWallet, color: 'green' },
  wallet_low_balance: { icon: IconAlertTriangle, color: 'yellow' },
  student_joined: { icon: IconUserPlus, color: 'indigo' },
};

/** A type this client does not know yet (a newer server) looks like an announcement. */
export function typeLook(type: NotificationType) {
  return Object.hasOwn(notificationTypeLook, type)
    ? notificationTypeLook[type]
    : notificationTypeLook.announcement;
}
