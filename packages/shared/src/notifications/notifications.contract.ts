import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  consolePathMaxLength,
  consolePathPattern,
  notificationMessageMaxLength,
  notificationTypeKeys,
} from './notifications.rules.ts';

export {
  notificationMessageMaxLength,
  notificationTypeKeys,
  notificationTypes,
  type NotificationType,
} from './notifications.rules.ts';

/** A path inside the console: payload URLs never leave the application. */
export const consolePathSchema = z
  .string()
  .max(consolePathMaxLength)
  .regex(consolePathPattern, 'The link must be a path inside the console, such as /feeds.');

export const notificationSchema = z
  .object({
    id: z.string().uuid(),
    type: z.enum(notificationTypeKeys),
    typeId: z.number().int(),
    sender: z.string(),
    /** Who acted; null when the platform itself speaks. A client need not announce its own act. */
    senderId: z.string().nullable(),
    /** The message (HTML), in the reader's saved language where the type has a template. */
    message: z.string(),
    /**
     * What the message is rendered from, for a client that shows another language than the saved
     * one; null for an announcement (written by a person) and for rows stored before parameters.
     */
    params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
    url: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = listQuerySchema.extend({
  status: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = listResponseSchema(notificationSchema);

export const notificationCountsSchema = z
  .object({ total: z.number().int(), unread: z.number().int() })
  .meta({ id: 'NotificationCounts' });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationIdParamsSchema = z.object({
  id: z.string().uuid('The notification id is not valid.'),
});

export const readAllResponseSchema = z.object({ updated: z.number().int() });

export const announcementBodySchema = z.object({
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(
      notificationMessageMaxLength,
      `The message has at most ${notificationMessageMaxLength} characters.`,
    ),
  url: consolePathSchema.default('/notifications'),
  /** Platform admins name the school; a school admin always announces to their own school. */
  schoolId: z.string().uuid('The school id is not valid.').optional(),
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;
export const announcementResponseSchema = z.object({ recipients: z.number().int() });

/** The notification of spec §3 as the legacy calls return it (PRODUCT §3, binding). */
export const legacyNotificationSchema = z
  .object({
    id: z.string(),
    notification_type_id: z.number().int(),
    notification_type: z.string(),
    notification_by: z.string(),
    message: z.string(),
    timestamp: z.string(),
    notification_time: z.string(),
    read_at: z.string(),
    payload: z.object({ url: z.string() }),
  })
  .meta({ id: 'LegacyNotification' });
export type LegacyNotification = z.infer<typeof legacyNotificationSchema>;

export const legacyListResponseSchema = z.object({
  records: z.object({ data: z.array(legacyNotificationSchema) }),
});
export const legacyReadBodySchema = z.object({
  id: z.string().uuid('The notification id is not valid.'),
});
export const legacyReadResponseSchema = z.object({
  records: z.object({ data: legacyNotificationSchema }),
});
export const legacyReadAllResponseSchema = z.object({
  records: z.object({ updated: z.number().int() }),
});

/** Server-Sent Events of `/api/events`; other modules add their own names to the same envelope. */
export type ServerEvent =
  | { type: 'notification.created'; data: Notification }
  | { type: 'notification.read'; data: { ids: string[] } | { all: true } }
  | { type: 'notification.deleted'; data: { id: string } }
  | { type: 'counts'; data: NotificationCounts };
