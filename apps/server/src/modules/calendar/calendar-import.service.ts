import type { ImportCalendarBody, ImportPreview } from '@school/shared/calendar/calendar.contract';
import { lastEndOf } from '@school/shared/calendar/occurrences';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { viewerOf } from './calendar-access.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import type { CalendarDeps, CalendarService } from './calendar.service.ts';
import { readIcs, type IcsEvent } from './ics-file.ts';

/**
 * Importing an .ics file (school holidays, term dates): a preview, then everything in one
 * transaction. An event is known by its UID, so importing the same file again updates in place.
 */
export function createCalendarImportService(deps: CalendarDeps, calendar: CalendarService) {
  const { db, audit, clock, school } = deps;

  async function read(auth: AuthContext, body: ImportCalendarBody) {
    const { schoolId, zone } = await viewerOf(
      auth,
      createCalendarRepository(db),
      school,
      body.schoolId,
    );
    if (!schoolId) throw new AppError('forbidden', 'Only school staff import events.');
    // A file naming one UID twice means its last version.
    const events = [...new Map(readIcs(body.ics, zone).map((e) => [e.uid, e])).values()];
    return { schoolId, zone, events };
  }

  const fieldsOf = (e: IcsEvent, zone: string) => ({
    title: e.title,
    description: e.description,
    location: e.location,
    startsAt: e.start,
    endsAt: e.end,
    allDay: e.allDay,
    repeat: e.repeat,
    repeatUntil: e.repeatUntil,
    lastEndsAt:
      lastEndOf(
        {
          start: e.start,
          end: e.end,
          allDay: e.allDay,
          repeat: e.repeat,
          repeatUntil: e.repeatUntil,
        },
        zone,
      ) ?? e.end,
  });

  return {
    async preview(auth: AuthContext, body: ImportCalendarBody): Promise<ImportPreview> {
      const { schoolId, events } = await read(auth, body);
      const known = new Set(
        (
          await createCalendarRepository(db).byUids(
            schoolId,
            events.map((e) => e.uid),
          )
        ).map((r) => r.uid),
      );
      return {
        items: events.map((e) => ({
          uid: e.uid,
          title: e.title,
          start: e.start.toISOString(),
          end: e.end.toISOString(),
          allDay: e.allDay,
          action: known.has(e.uid) ? ('update' as const) : ('create' as const),
        })),
      };
    },

    async commit(
      auth: AuthContext,
      body: ImportCalendarBody,
    ): Promise<{ created: number; updated: number }> {
      const { schoolId, zone, events } = await read(auth, body);
      const now = clock();
      return db.transaction(async (tx) => {
        const repo = createCalendarRepository(tx);
        const known = new Map(
          (
            await repo.byUids(
              schoolId,
              events.map((e) => e.uid),
            )
          ).map((r) => [r.uid, r]),
        );
        let created = 0;
        let updated = 0;
        for (const e of events) {
          const row = known.get(e.uid);
          if (row) {
            await repo.update(row.id, { ...fieldsOf(e, zone), updatedAt: now });
            updated += 1;
          } else {
            await calendar.insertEvent(
              tx,
              {
                schoolId,
                uid: e.uid,
                label: body.label,
                audience: 'school',
                createdBy: auth.user.id,
                createdAt: now,
                updatedAt: now,
                ...fieldsOf(e, zone),
              },
              auth.user.id,
              { announce: false },
            );
            created += 1;
          }
        }
        await audit.record(
          {
            action: 'calendar.imported',
            actorUserId: auth.user.id,
            schoolId,
            details: { created, updated },
          },
          tx,
        );
        return { created, updated };
      });
    },
  };
}
