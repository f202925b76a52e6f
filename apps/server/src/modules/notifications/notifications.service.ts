import type { Role } from '@school/shared/auth/roles';
import {
  notificationTypes,
  type AnnouncementBody,
  type LegacyNotification,
  type Notification,
  type NotificationCounts,
  type NotificationListQuery,
  type NotificationType,
} from '@school/shared/notifications/notifications.contract';
import {
  notificationMessage,
  type NotificationParamsOf,
  type TemplatedType,
} from '@school/shared/notifications/notification-messages';
import { relativeTime } from '@school/shared/notifications/relative-time';
import type { ListResponse } from '@school/shared/common/list.contract';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import { channels } from '../../realtime/channels.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import {
  createNotificationsRepository,
  type LegacyNotificationRow,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.ts';
import { sanitizeMessage } from './sanitize.ts';

/** Whom a notification goes to: listed users, or the active users of a school (optionally by role). */
export type Recipients = { userIds: string[] } | { schoolId: string; roles?: Role[] };

/**
 * What a notification says: a type with its parameters, rendered in each reader's language when
 * read; or, for an announcement, the HTML a person wrote (sanitised here before it is stored).
 */
export type NotificationContent =
  | { [T in TemplatedType]: { type: T; params: NotificationParamsOf[T] } }[TemplatedType]
  | { type: Exclude<NotificationType, TemplatedType>; message: string };

export type NotifyInput = NotificationContent & {
  to: Recipients;
  /** Shown as `notification_by`; a module's own name when the platform itself speaks. */
  sender: { userId?: string | null; name: string };
  url: string;
  schoolId?: string | null;
};

type Renderable = Pick<NotificationRow, 'typeKey' | 'params' | 'messageHtml'>;

/** The message in the reader's language; the stored HTML where there is nothing to render from. */
export const messageOf = (row: Renderable, locale: string): string =>
  notificationMessage(row.typeKey, row.params, locale) ?? row.messageHtml;

function contentOf(input: NotificationContent) {
  if ('params' in input) {
    // The English text is kept beside the parameters: what an older reader of the table shows.
    return {
      params: input.params,
      messageHtml: messageOf({ typeKey: input.type, params: input.params, messageHtml: '' }, 'en'),
    };
  }
  return { params: null, messageHtml: sanitizeMessage(input.message) };
}

/**
 * A notice's stored row but for its recipient, written once for all of them: what `notifyAll`
 * inserts, and the demo seed with it (`db/seed-notifications.ts`), as the feed's seed uses
 * `activityRow`.
 */
export function notificationRow(
  input: NotificationContent & Pick<NotifyInput, 'sender' | 'url'>,
  at: { schoolId: string | null; createdAt: Date },
): Omit<NewNotification, 'userId'> {
  return {
    ...at,
    typeKey: input.type,
    typeId: notificationTypes[input.type],
    senderUserId: input.sender.userId ?? null,
    senderName: input.sender.name,
    ...contentOf(input),
    url: input.url,
  };
}

export function toNotification(row: NotificationRow, locale: string): Notification {
  return {
    id: row.id,
    type: row.typeKey as NotificationType,
    typeId: row.typeId,
    sender: row.senderName,
    senderId: row.senderUserId,
    message: messageOf(row, locale),
    params: row.params,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function toLegacy(
  row: LegacyNotificationRow,
  now: Date,
  locale: string,
): LegacyNotification {
  return {
    id: row.id,
    notification_type_id: row.typeId,
    notification_type: row.typeKey,
    notification_by: row.senderName,
    message: messageOf(row, locale),
    timestamp: row.createdAt.toISOString(),
    notification_time: relativeTime(row.createdAt, now, locale),
    read_at: row.readAt ? row.readAt.toISOString() : '',
    payload: { url: row.url },
  };
}

const legacyListLimit = 100;

export function createNotificationsService(deps: {
  db: Database;
  events: EventBus;
  auth: AuthService;
  school: SchoolService;
  clock: () => Date;
}) {
  const { db, events, clock } = deps;
  const repo = createNotificationsRepository(db);

  async function markRead(auth: AuthContext, id: string): Promise<NotificationRow> {
    const result = await repo.markRead(auth.user.id, id, clock());
    if (!result) throw notFound('The notification');
    if (result.changed) {
      await events.publish(channels.user(auth.user.id), {
        type: 'notification.read',
        data: { ids: [id] },
      });
    }
    return result.row;
  }

  async function markAllRead(auth: AuthContext): Promise<number> {
    const updated = await repo.markAllRead(auth.user.id, clock());
    if (updated > 0) {
      await events.publish(channels.user(auth.user.id), {
        type: 'notification.read',
        data: { all: true },
      });
    }
    return updated;
  }

  const service = {
    /**
     * Notifies users; the entry point every other module calls. Pass a transaction as `tx` to
     * create the notifications (and their live events) only if the caller's change commits.
     */
    async notify(input: NotifyInput, tx: Database = db): Promise<number> {
      return service.notifyAll([input], tx);
    },

    /**
     * Several notices at once (e.g. each side of an appointment, in words of its own): their rows
     * in one insert and their live events in one publish, as `notify` does for one.
     */
    async notifyAll(inputs: readonly NotifyInput[], tx: Database = db): Promise<number> {
      const now = clock();
      const values: NewNotification[] = [];
      for (const input of inputs) {
        const userIds =
          'userIds' in input.to
            ? [...new Set(input.to.userIds)]
            : await deps.auth.accounts.activeIds(input.to.schoolId, input.to.roles, tx);
        const schoolId = input.schoolId ?? ('schoolId' in input.to ? input.to.schoolId : null);
        const row = notificationRow(input, { schoolId, createdAt: now });
        for (const userId of userIds) values.push({ ...row, userId });
      }
      if (values.length === 0) return 0;
      const rows = await createNotificationsRepository(tx).insertMany(values);
      // The sequence number alone: a body may exceed what NOTIFY carries, and streams read it back.
      await events.publishMany(
        rows.map((row) => ({
          channel: channels.user(row.userId),
          event: { type: 'notification.created', seq: row.seq },
        })),
        tx,
      );
      return rows.length;
    },

    async list(
      auth: AuthContext,
      query: NotificationListQuery,
    ): Promise<ListResponse<Notification>> {
      const { items, total } = await repo.list(auth.user.id, {
        unreadOnly: query.status === 'unread',
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: items.map((row) => toNotification(row, auth.user.locale)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    counts(auth: AuthContext): Promise<NotificationCounts> {
      return repo.counts(auth.user.id);
    },

    async read(auth: AuthContext, id: string): Promise<Notification> {
      return toNotification(await markRead(auth, id), auth.user.locale);
    },

    readAll: markAllRead,

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!(await repo.delete(auth.user.id, id))) throw notFound('The notification');
      await events.publish(channels.user(auth.user.id), {
        type: 'notification.deleted',
        data: { id },
      });
    },

    async announce(auth: AuthContext, body: AnnouncementBody): Promise<number> {
      const schoolId = schoolScope(auth, body.schoolId, {
        choose: 'Please choose the school to announce to.',
      });
      if (!(await deps.school.exists(schoolId))) throw notFound('The school');
      if (sanitizeMessage(body.message) === '') {
        throw validationError(
          'message',
          'required',
          'The message has no text left once unsafe markup is removed.',
        );
      }
      const { name } = actorOf(auth);
      return db.transaction((tx) =>
        service.notify(
          {
            to: { schoolId },
            type: 'announcement',
            sender: { userId: auth.user.id, name },
            message: body.message,
            url: body.url,
            schoolId,
          },
          tx,
        ),
      );
    },

    /** Legacy `get-notifications`: the latest notifications, newest first, in spec §3's shape. */
    async legacyList(auth: AuthContext): Promise<LegacyNotification[]> {
      const items = await repo.latest(auth.user.id, legacyListLimit);
      const now = clock();
      return items.map((row) => toLegacy(row, now, auth.user.locale));
    },

    async legacyRead(auth: AuthContext, id: string): Promise<LegacyNotification> {
      return toLegacy(await markRead(auth, id), clock(), auth.user.locale);
    },

    /** Persisted notifications after an event id, for a reconnecting event stream. */
    since(userId: string, seq: number, limit = 500) {
      return repo.since(userId, seq, limit);
    },

    countsOf(userId: string) {
      return repo.counts(userId);
    },
  };
  return service;
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
