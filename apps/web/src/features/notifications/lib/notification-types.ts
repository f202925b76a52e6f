import type { NotificationType } from '@school/shared/notifications/notifications.contract';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCalendarX,
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
