import { z } from 'zod';
import {
  calendarAudiences,
  calendarLabels,
  calendarLimits,
  calendarRepeats,
  calendarSources,
  editScopes,
} from './calendar.rules.ts';

const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `The ${what} must be a date and time (ISO 8601).` });
const day = z.iso.date({ error: 'Give the day as YYYY-MM-DD.' });

export const calendarRangeQuerySchema = z.object({
  from: instant('start of the range'),
  to: instant('end of the range'),
  /** Comma-separated sources; all when left out. */
  sources: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [...calendarSources];
      const list = v.split(',').filter(Boolean);
      const bad = list.find((s) => !(calendarSources as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `Unknown source "${bad}".` });
        return z.NEVER;
      }
      return list as (typeof calendarSources)[number][];
    }),
  /** Comma-separated labels of school events; all when left out. */
  label: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v.split(',').filter(Boolean);
      const bad = list.find((s) => !(calendarLabels as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `Unknown label "${bad}".` });
        return z.NEVER;
      }
      return list as (typeof calendarLabels)[number][];
    }),
  schoolId: z.uuid().optional(),
});
export type CalendarRangeQuery = z.output<typeof calendarRangeQuerySchema>;

export const calendarItemSchema = z
  .object({
    /** Unique in the answer: `<source>:<id>`, with the occurrence's start for a repeating event. */
    id: z.string(),
    source: z.enum(calendarSources),
    /** The appointment, the class session, or the school event (the series for a repeat). */
    sourceId: z.uuid(),
    /** A repeating event's occurrence (its original start). */
    occurrence: z.string().nullable(),
    repeats: z.boolean(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    allDay: z.boolean(),
    label: z.enum(calendarLabels).nullable(),
    colour: z.string(),
    url: z.string(),
    editable: z.boolean(),
  })
  .meta({ id: 'CalendarItem' });
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarRangeSchema = z
  .object({ items: z.array(calendarItemSchema), timeZone: z.string() })
  .meta({ id: 'CalendarRange' });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

const text = (what: string, max: number) =>
  z.string().trim().max(max, `The ${what} has at most ${max} characters.`);

const eventFields = {
  title: text('title', calendarLimits.title).min(1, 'Please enter a title.'),
  description: text('description', calendarLimits.description).default(''),
  start: instant('start'),
  end: instant('end'),
  allDay: z.boolean().default(false),
  label: z.enum(calendarLabels, { error: 'Choose a label.' }).default('other'),
  location: text('location', calendarLimits.location).nullish(),
  audience: z.enum(calendarAudiences, { error: 'Choose who sees the event.' }).default('school'),
  classId: z.uuid('Choose a class.').nullish(),
  repeat: z.enum(calendarRepeats).nullish(),
  repeatUntil: day.nullish(),
};

export const createCalendarEventBodySchema = z
  .object({ ...eventFields, schoolId: z.uuid().optional(), force: z.boolean().optional() })
  .refine((b) => new Date(b.end) > new Date(b.start), {
    message: 'The end must be after the start.',
    path: ['end'],
  })
  .refine((b) => b.audience !== 'class' || Boolean(b.classId), {
    message: 'Choose the class whose students see the event.',
    path: ['classId'],
  })
  .refine((b) => !b.repeat || Boolean(b.repeatUntil), {
    message: 'A repeating event needs a last day.',
    path: ['repeatUntil'],
  });
export type CreateCalendarEventBody = z.output<typeof createCalendarEventBodySchema>;

export const updateCalendarEventBodySchema = z
  .object({
    title: eventFields.title.optional(),
    description: text('description', calendarLimits.description).optional(),
    start: instant('start').optional(),
    end: instant('end').optional(),
    allDay: z.boolean().optional(),
    label: z.enum(calendarLabels, { error: 'Choose a label.' }).optional(),
    location: eventFields.location,
    /** Which occurrence of a repeating event (its original start); with scope `occurrence`. */
    occurrence: instant('occurrence').optional(),
    scope: z.enum(editScopes).default('series'),
    force: z.boolean().optional(),
  })
  .refine((b) => !b.start || !b.end || new Date(b.end) > new Date(b.start), {
    message: 'The end must be after the start.',
    path: ['end'],
  })
  .refine((b) => b.scope !== 'occurrence' || Boolean(b.occurrence), {
    message: 'Name the occurrence to change.',
    path: ['occurrence'],
  });
export type UpdateCalendarEventBody = z.output<typeof updateCalendarEventBodySchema>;

export const deleteCalendarEventQuerySchema = z
  .object({
    scope: z.enum(editScopes).default('series'),
    occurrence: instant('occurrence').optional(),
  })
  .refine((b) => b.scope !== 'occurrence' || Boolean(b.occurrence), {
    message: 'Name the occurrence to delete.',
    path: ['occurrence'],
  });
export type DeleteCalendarEventQuery = z.output<typeof deleteCalendarEventQuerySchema>;

export const calendarEventSchema = z
  .object({
    id: z.uuid(),
    uid: z.string(),
    title: z.string(),
    description: z.string(),
    start: z.string(),
    end: z.string(),
    allDay: z.boolean(),
    label: z.enum(calendarLabels),
    location: z.string().nullable(),
    audience: z.enum(calendarAudiences),
    classId: z.uuid().nullable(),
    repeat: z.enum(calendarRepeats).nullable(),
    repeatUntil: z.string().nullable(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Moving a class session or an appointment on the calendar goes through their own rules. */
export const moveCalendarItemBodySchema = z
  .object({
    source: z.enum(['classes', 'appointments']),
    id: z.uuid('The item id is not valid.'),
    start: instant('start'),
    end: instant('end'),
  })
  .refine((b) => new Date(b.end) > new Date(b.start), {
    message: 'The end must be after the start.',
    path: ['end'],
  });
export type MoveCalendarItemBody = z.output<typeof moveCalendarItemBodySchema>;

export const calendarConflictSchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    message: z.string(),
    conflicts: z.array(z.object({ title: z.string(), start: z.string(), end: z.string() })),
  }),
});

export const feedTokenStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.string().nullable(), url: z.string().nullable() })
  .meta({ id: 'CalendarFeedStatus' });
export type FeedTokenStatus = z.infer<typeof feedTokenStatusSchema>;

export const importCalendarBodySchema = z.object({
  ics: z
    .string()
    .min(1, 'Choose an .ics file.')
    .max(calendarLimits.importBytes, 'The file is too large.'),
  label: z.enum(calendarLabels).default('holiday'),
  schoolId: z.uuid().optional(),
});
export type ImportCalendarBody = z.output<typeof importCalendarBodySchema>;

export const importPreviewSchema = z
  .object({
    items: z.array(
      z.object({
        uid: z.string(),
        title: z.string(),
        start: z.string(),
        end: z.string(),
        allDay: z.boolean(),
        action: z.enum(['create', 'update']),
      }),
    ),
  })
  .meta({ id: 'CalendarImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;
