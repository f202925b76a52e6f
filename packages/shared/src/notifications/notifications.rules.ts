/** The longest notification message (HTML, escapes included). */
export const notificationMessageMaxLength = 2000;

/** A path inside the console: payload URLs never leave the application. */
export const consolePathPattern = /^\/(?!\/)[^\s\\]*$/;
export const consolePathMaxLength = 500;

export const isConsolePath = (value: string): boolean =>
  value.length <= consolePathMaxLength && consolePathPattern.test(value);

/** Notification types with their stable numeric ids (`notification_type_id` of spec §3). */
export const notificationTypes = {
  announcement: 1,
  class_proposed: 2,
  class_approved: 3,
  class_rejected: 4,
  topic_answered: 5,
  appointment_booked: 6,
  appointment_cancelled: 7,
  wallet_topped_up: 8,
  wallet_low_balance: 9,
  student_joined: 10,
  topic_answer_accepted: 11,
  appointment_reminder: 12,
  appointment_pending_approval: 13,
  appointment_approved: 14,
  appointment_rejected: 15,
  appointment_rescheduled: 16,
  appointment_reschedule_requested: 17,
} as const;
export type NotificationType = keyof typeof notificationTypes;
export const notificationTypeKeys = Object.keys(notificationTypes) as [
  NotificationType,
  ...NotificationType[],
];
