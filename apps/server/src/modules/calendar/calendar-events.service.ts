import { randomUUID } from 'node:crypto';
import type {
  CalendarEvent,
  CreateCalendarEventBody,
  DeleteCalendarEventQuery,
  UpdateCalendarEventBody,
} from '@school/shared/calendar/calendar.contract';
import { calendarLimits } from '@school/shared/calendar/calendar.rules';
import { lastEndOf, occurrenceCount, occurrencesOf } from '@school/shared/calendar/occurrences';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { viewerOf } from './calendar-access.ts';
import { toCalendarEvent } from './calendar-view.ts';
import {
  createCalendarRepository,
  type CalendarEventRow,
  type NewCalendarEvent,
  type Viewer,
} from './calendar.repository.ts';
import type { CalendarDeps } from './calendar.service.ts';

export type Conflict = { title: string; start: string; end: string };
/** A change refused for its overlaps, unless sent again with `force`. */
export type Saved<T> = { kind: 'saved'; value: T } | { kind: 'conflict'; conflicts: Conflict[] };

/**
 * The school's own events: made, changed and deleted one at a time or as a series, checked for
 * overlaps with what takes the same people's time.
 */
export function createCalendarEventsService(deps: CalendarDeps) {
  const { db, audit, clock, school } = deps;

  const seriesOf = (row: CalendarEventRow) => ({
    start: row.startsAt,
    end: row.endsAt,
    allDay: row.allDay,
    repeat: row.repeat,
    repeatUntil: row.repeatUntil,
    excluded: row.excluded,
  });

  /**
   * What else takes the same people's time in [start, end): events for the same audience (for a
   * class, also its sessions), leaving out the event's own series.
   */
  async function conflictsOf(
    tx: Database,
    schoolId: string,
    zone: string,
    event: { audience: string; classId: string | null; start: Date; end: Date; ignore: string[] },
  ): Promise<Conflict[]> {
    const repo = createCalendarRepository(tx);
    const viewer: Viewer = { kind: 'staff', schoolId };
    const span = { from: event.start, to: event.end };
    const rows = await repo.events(viewer, span);
    const out: Conflict[] = [];
    for (const row of rows) {
      if (event.ignore.includes(row.id) || (row.seriesId && event.ignore.includes(row.seriesId)))
        continue;
      if (row.audience !== event.audience || row.classId !== event.classId) continue;
      for (const at of occurrencesOf(seriesOf(row), zone, event.start, event.end))
        out.push({ title: row.title, start: at.start.toISOString(), end: at.end.toISOString() });
    }
    if (event.audience === 'class' && event.classId) {
      for (const s of await repo.sessions(viewer, span))
        if (s.classId === event.classId)
          out.push({
            title: s.title,
            start: s.startsAt.toISOString(),
            end: s.endsAt.toISOString(),
          });
    }
    return out;
  }

  async function checkedSeries(values: NewCalendarEvent, zone: string) {
    const series = {
      start: values.startsAt,
      end: values.endsAt,
      allDay: Boolean(values.allDay),
      repeat: values.repeat ?? null,
      repeatUntil: values.repeatUntil ?? null,
    };
    if (series.repeat && occurrenceCount(series, zone) > calendarLimits.occurrences)
      throw validationError(
        'repeatUntil',
        'too_big',
        `A series has at most ${calendarLimits.occurrences} occurrences; choose an earlier last day.`,
      );
    const last = lastEndOf(series, zone);
    if (!last)
      throw validationError(
        'repeatUntil',
        'invalid',
        'The last day must be on or after the first occurrence.',
      );
    return last;
  }

  /**
   * Writes one new event inside the caller's transaction: the single place an event comes into
   * being (the form and the import both come here), so what follows a creation belongs here too.
   * One made by hand is announced in the feed, to those it is for; an import (a term's holidays)
   * is not, event by event.
   */
  async function insertEvent(
    tx: Database,
    values: NewCalendarEvent,
    actorUserId: string,
    { announce = true }: { announce?: boolean } = {},
  ) {
    const row = await createCalendarRepository(tx).insert(values);
    await audit.record(
      { action: 'calendar.event_created', actorUserId, schoolId: row.schoolId, target: row.id },
      tx,
    );
    if (announce)
      await deps.feeds.recordActivity(tx, {
        schoolId: row.schoolId,
        type: 'event_created',
        params: { title: row.title },
        link: `/calendar?event=${row.id}`,
        audience:
          row.audience === 'class' && row.classId
            ? { classId: row.classId }
            : row.audience === 'staff'
              ? 'staff'
              : 'everyone',
        actorId: actorUserId,
      });
    return row;
  }

  async function classInSchool(classId: string | null | undefined, schoolId: string) {
    if (!classId) return;
    const found = await createCalendarRepository(db).classOf(classId);
    if (!found || found.schoolId !== schoolId)
      throw validationError('classId', 'not_found', 'Choose a class of this school.');
  }

  /** An event of the caller's school that they may change; another school's answers 404. */
  async function editable(auth: AuthContext, id: string) {
    const repo = createCalendarRepository(db);
    const row = await repo.find(id);
    const { schoolId, zone } = await viewerOf(auth, repo, school, auth.school ?? row?.schoolId);
    if (!row || row.schoolId !== schoolId) throw notFound('The event');
    return { row, zone };
  }

  return {
    insertEvent,

    async createEvent(
      auth: AuthContext,
      body: CreateCalendarEventBody,
    ): Promise<Saved<CalendarEvent>> {
      const repo = createCalendarRepository(db);
      const { schoolId, zone } = await viewerOf(auth, repo, school, body.schoolId);
      if (!schoolId) throw new AppError('forbidden', 'Only school staff add events.');
      await classInSchool(body.classId, schoolId);
      const values: NewCalendarEvent = {
        schoolId,
        uid: `${randomUUID()}@school-console`,
        title: body.title,
        description: body.description,
        startsAt: new Date(body.start),
        endsAt: new Date(body.end),
        allDay: body.allDay,
        label: body.label,
        location: body.location ?? null,
        audience: body.audience,
        classId: body.audience === 'class' ? (body.classId ?? null) : null,
        repeat: body.repeat ?? null,
        repeatUntil: body.repeat ? (body.repeatUntil ?? null) : null,
        createdBy: auth.user.id,
        createdAt: clock(),
        updatedAt: clock(),
        lastEndsAt: new Date(body.end),
      };
      values.lastEndsAt = await checkedSeries(values, zone);
      return db.transaction(async (tx) => {
        if (!body.force) {
          const conflicts = await conflictsOf(tx, schoolId, zone, {
            audience: values.audience,
            classId: values.classId ?? null,
            start: values.startsAt,
            end: values.endsAt,
            ignore: [],
          });
          if (conflicts.length > 0) return { kind: 'conflict' as const, conflicts };
        }
        return {
          kind: 'saved' as const,
          value: toCalendarEvent(await insertEvent(tx, values, auth.user.id)),
        };
      });
    },

    async getEvent(auth: AuthContext, id: string): Promise<CalendarEvent> {
      return toCalendarEvent((await editable(auth, id)).row);
    },

    async updateEvent(
      auth: AuthContext,
      id: string,
      body: UpdateCalendarEventBody,
    ): Promise<Saved<CalendarEvent>> {
      const { row, zone } = await editable(auth, id);
      const now = clock();
      const { scope, occurrence, force, start, end, ...fields } = body;
      const moved = start !== undefined || end !== undefined;
      return db
        .transaction(async (tx) => {
          const repo = createCalendarRepository(tx);
          let saved: CalendarEventRow | null;
          if (row.repeat && scope === 'occurrence' && occurrence) {
            // One occurrence becomes an event of its own; the series skips its original start.
            const key = new Date(occurrence);
            const at = occurrencesOf(seriesOf(row), zone, key, new Date(key.getTime() + 1)).find(
              (o) => o.key.getTime() === key.getTime(),
            );
            if (!at)
              throw validationError(
                'occurrence',
                'not_found',
                'The series has no occurrence at that time.',
              );
            await repo.update(row.id, { excluded: [...row.excluded, key], updatedAt: now });
            const startsAt = start ? new Date(start) : at.start;
            const endsAt = end
              ? new Date(end)
              : new Date(startsAt.getTime() + (at.end.getTime() - at.start.getTime()));
            saved = await insertEvent(
              tx,
              {
                ...row,
                ...fields,
                location: fields.location === undefined ? row.location : fields.location,
                id: undefined,
                uid: `${row.uid}#${key.toISOString()}`,
                startsAt,
                endsAt,
                lastEndsAt: endsAt,
                repeat: null,
                repeatUntil: null,
                excluded: [],
                seriesId: row.id,
                occurrence: key,
                createdBy: auth.user.id,
                createdAt: now,
                updatedAt: now,
              },
              auth.user.id,
            );
          } else {
            // The series moves by as much as the dragged occurrence did.
            const base = occurrence && row.repeat ? new Date(occurrence) : row.startsAt;
            const shift = start ? new Date(start).getTime() - base.getTime() : 0;
            const length = row.endsAt.getTime() - row.startsAt.getTime();
            const baseEnd = base.getTime() + length;
            const stretch = end ? new Date(end).getTime() - baseEnd - shift : 0;
            const startsAt = new Date(row.startsAt.getTime() + shift);
            const endsAt = new Date(row.endsAt.getTime() + shift + stretch);
            if (endsAt <= startsAt)
              throw validationError('end', 'invalid', 'The end must be after the start.');
            const next = {
              ...row,
              ...fields,
              startsAt,
              endsAt,
              excluded: row.excluded.map((d) => new Date(d.getTime() + shift)),
            };
            const lastEndsAt = await checkedSeries(next, zone);
            saved = await repo.update(row.id, {
              ...fields,
              startsAt,
              endsAt,
              lastEndsAt,
              excluded: next.excluded,
              updatedAt: now,
            });
          }
          if (!saved) throw notFound('The event');
          if (moved && !force) {
            const conflicts = await conflictsOf(tx, row.schoolId, zone, {
              audience: saved.audience,
              classId: saved.classId,
              start: saved.startsAt,
              end: saved.endsAt,
              ignore: [row.id, saved.id],
            });
            // Nothing is kept when the move meets others: the transaction rolls back.
            if (conflicts.length > 0) throw new ConflictFound(conflicts);
          }
          await audit.record(
            {
              action: 'calendar.event_updated',
              actorUserId: auth.user.id,
              schoolId: row.schoolId,
              target: row.id,
              details: { scope },
            },
            tx,
          );
          return { kind: 'saved' as const, value: toCalendarEvent(saved) };
        })
        .catch((error: unknown) => {
          if (error instanceof ConflictFound)
            return { kind: 'conflict' as const, conflicts: error.conflicts };
          throw error;
        });
    },

    async deleteEvent(
      auth: AuthContext,
      id: string,
      query: DeleteCalendarEventQuery,
    ): Promise<void> {
      const { row } = await editable(auth, id);
      await db.transaction(async (tx) => {
        const repo = createCalendarRepository(tx);
        if (row.repeat && query.scope === 'occurrence' && query.occurrence)
          await repo.update(row.id, {
            excluded: [...row.excluded, new Date(query.occurrence)],
            updatedAt: clock(),
          });
        else await repo.remove(row.id);
        await audit.record(
          {
            action: 'calendar.event_deleted',
            actorUserId: auth.user.id,
            schoolId: row.schoolId,
            target: row.id,
            details: { scope: query.scope },
          },
          tx,
        );
      });
    },
  };
}

class ConflictFound extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super('conflict');
  }
}
