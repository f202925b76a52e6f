import { createHash, randomBytes } from 'node:crypto';
import type { FeedTokenStatus } from '@school/shared/calendar/calendar.contract';
import { calendarLimits, calendarSources } from '@school/shared/calendar/calendar.rules';
import icalGenerator from 'ical-generator';
import { DateTime } from 'luxon';
import { hasPermission } from '@school/shared/auth/roles';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { toUser } from '../auth/auth.service.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import type { CalendarDeps, CalendarService } from './calendar.service.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const day = 86_400_000;

/**
 * The private iCal feed: one token per user, kept only as its hash, shown once when made; the
 * feed answers the same items as the range API for the past 3 and the next 12 months.
 */
export function createCalendarFeedService(
  deps: CalendarDeps & { publicUrl: string },
  calendar: CalendarService,
) {
  const { db, audit, clock } = deps;
  const urlOf = (token: string) =>
    `${deps.publicUrl.replace(/^https?:/, 'webcal:')}/api/calendar/feed/${token}.ics`;
  const schoolOf = (auth: AuthContext) =>
    hasPermission(auth.user.role, 'schools.switch') ? (auth.school ?? null) : auth.user.schoolId;

  return {
    async status(auth: AuthContext): Promise<FeedTokenStatus> {
      const row = await createCalendarRepository(db).feedToken(auth.user.id);
      return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null, url: null };
    },

    /** Makes a new token; the previous one (if any) stops working at once. */
    async rotate(auth: AuthContext): Promise<FeedTokenStatus> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.transaction(async (tx) => {
        await createCalendarRepository(tx).saveFeedToken(
          auth.user.id,
          hashToken(token),
          schoolOf(auth),
          now,
        );
        await audit.record(
          { action: 'calendar.feed_created', actorUserId: auth.user.id, schoolId: schoolOf(auth) },
          tx,
        );
      });
      return { active: true, createdAt: now.toISOString(), url: urlOf(token) };
    },

    async revoke(auth: AuthContext): Promise<void> {
      await db.transaction(async (tx) => {
        await createCalendarRepository(tx).removeFeedToken(auth.user.id);
        await audit.record(
          { action: 'calendar.feed_revoked', actorUserId: auth.user.id, schoolId: schoolOf(auth) },
          tx,
        );
      });
    },

    /** The .ics text of a token, or null for a token that is unknown or revoked (answered 404). */
    async ics(token: string): Promise<string | null> {
      if (!tokenPattern.test(token)) return null;
      const owner = await createCalendarRepository(db).feedOwner(hashToken(token));
      if (!owner || owner.user.status !== 'active') return null;
      const auth: AuthContext = {
        user: toUser(owner.user, owner.timeZone),
        sessionId: 'calendar-feed',
        ...(owner.schoolId ? { school: owner.schoolId } : {}),
      };
      const now = DateTime.fromJSDate(clock(), { zone: 'UTC' });
      const end = now.plus({ months: calendarLimits.feedMonthsAhead }).toJSDate();
      let from = now.minus({ months: calendarLimits.feedMonthsBack }).toJSDate();
      const feed = icalGenerator({
        name: 'School Console',
        prodId: '//School Console//Calendar//EN',
      });
      const seen = new Set<string>();
      while (from < end) {
        const to = new Date(
          Math.min(end.getTime(), from.getTime() + calendarLimits.rangeDays * day),
        );
        // An owner who no longer reaches a calendar (a platform admin's feed made before choosing
        // a school, a student taken off the roster's school) gets the same bare 404.
        const range = await calendar
          .collect(auth, { from, to, sources: [...calendarSources], label: undefined })
          .catch((error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          });
        if (!range) return null;
        feed.timezone(range.timeZone);
        for (const item of range.items) {
          // An item crossing two reads comes back twice; its id is its UID, stable across feeds.
          if (seen.has(item.id)) continue;
          seen.add(item.id);
          // Times in the school's zone (TZID) and all-day events as that zone's dates.
          const zoned = (iso: string) => DateTime.fromISO(iso).setZone(range.timeZone);
          feed.createEvent({
            id: `${item.id}@school-console`,
            summary: item.title,
            start: zoned(item.start),
            end: zoned(item.end),
            allDay: item.allDay,
            timezone: item.allDay ? null : range.timeZone,
            url: `${deps.publicUrl}${item.url}`,
            categories: item.label ? [{ name: item.label }] : [],
          });
        }
        from = to;
      }
      return feed.toString();
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
