import { z } from 'zod';
import { boundedDateTime, boundedDay } from '../common/dates.contract.ts';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  attendanceMaxMarks,
  attendanceStatuses,
  bulkDecisionMaxIds,
  classMaxLengths as max,
  classNumberBounds as bounds,
  classPhases,
  classStatuses,
  enrolMaxStudents,
  reasonLength,
  tutorSearchMaxLength,
} from './classes.rules.ts';
import { maxSessionsPerClass, weekdays } from './recurrence.ts';
import { toYouTubeEmbed } from './video.ts';

export {
  attendanceStatuses,
  classPhases,
  classStatuses,
  type AttendanceStatus,
  type ClassPhase,
  type ClassStatus,
} from './classes.rules.ts';

const isoDateTime = boundedDateTime('Please give a date and time (ISO 8601).');

export const sessionInputSchema = z
  .object({ startsAt: isoDateTime, endsAt: isoDateTime })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: 'A session must end after it starts.',
    path: ['endsAt'],
  });

export const recurrenceSchema = z.object({
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  weekdays: z.array(z.enum(weekdays)).min(1, 'Choose at least one weekday.'),
  until: boundedDay('Please give the last day as YYYY-MM-DD.'),
});

const videoUrl = z
  .string()
  .trim()
  .max(max.videoUrl)
  .refine((v) => v === '' || toYouTubeEmbed(v) !== null, {
    message: 'Please paste a YouTube link (youtu.be/…, youtube.com/watch?v=…, /embed/… or /v/…).',
    params: { code: 'invalid_format' },
  })
  .transform((v) => (v === '' ? null : v))
  .nullish();

const classFields = {
  subjectId: z.string({ error: 'Please choose a subject.' }).uuid('Please choose a subject.'),
  title: z
    .string({ error: 'Please enter a title.' })
    .trim()
    .min(1, 'Please enter a title.')
    .max(max.title, `The title has at most ${max.title} characters.`),
  description: z
    .string()
    .trim()
    .max(max.description, `The description has at most ${max.description} characters.`)
    .optional(),
  videoUrl,
  capacity: z
    .number({ error: 'Please enter the number of places.' })
    .int('Please enter whole places.')
    .min(bounds.capacity.min, `A class has at least ${bounds.capacity.min} place.`)
    .max(bounds.capacity.max, `A class has at most ${bounds.capacity.max} places.`),
  priceCredits: z
    .number({ error: 'Please enter a price in credits.' })
    .int('Credits are whole numbers.')
    .min(bounds.priceCredits.min, 'The price cannot be negative.')
    .max(
      bounds.priceCredits.max,
      `The price is at most ${bounds.priceCredits.max.toLocaleString('en')} credits.`,
    ),
  location: z
    .string()
    .trim()
    .max(max.location, `The location has at most ${max.location} characters.`)
    .nullish(),
};

export const createClassBodySchema = z
  .object({
    ...classFields,
    /** Tutors propose to a school; school admins create in their own school. */
    schoolId: z.string().uuid('The school id is not valid.').optional(),
    /** School admins choose the tutor; a tutor always proposes as themselves. */
    tutorId: z.string().uuid('Please choose a tutor.').optional(),
    sessions: z
      .array(sessionInputSchema)
      .min(1, 'Add at least one session.')
      .max(maxSessionsPerClass, `A class has at most ${maxSessionsPerClass} sessions.`)
      .optional(),
    recurrence: recurrenceSchema.optional(),
  })
  .refine((b) => Boolean(b.sessions) !== Boolean(b.recurrence), {
    message: 'Give either the list of sessions or a weekly recurrence.',
    path: ['sessions'],
  });
export type CreateClassBody = z.input<typeof createClassBodySchema>;

export const updateClassBodySchema = z
  .object(classFields)
  .partial()
  .extend({
    tutorId: z.string().uuid('Please choose a tutor.').optional(),
    sessions: z
      .array(sessionInputSchema)
      .min(1, 'Add at least one session.')
      .max(maxSessionsPerClass, `A class has at most ${maxSessionsPerClass} sessions.`)
      .optional(),
    recurrence: recurrenceSchema.optional(),
  })
  .refine((b) => !(b.sessions && b.recurrence), {
    message: 'Give either the list of sessions or a weekly recurrence, not both.',
    path: ['sessions'],
  });
export type UpdateClassBody = z.output<typeof updateClassBodySchema>;

export const subjectSchema = z
  .object({ id: z.string().uuid(), key: z.string(), name: z.string() })
  .meta({ id: 'Subject' });
export type Subject = z.infer<typeof subjectSchema>;
export const tutorSummarySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    photo: z.string().nullable(),
    hourlyRateCredits: z.number().int().nullable(),
  })
  .meta({ id: 'TutorSummary' });
export type TutorSummary = z.infer<typeof tutorSummarySchema>;

export const classListItemSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    status: z.enum(classStatuses),
    phase: z.enum(classPhases).nullable(),
    subject: subjectSchema,
    tutor: tutorSummarySchema,
    capacity: z.number().int(),
    enrolledCount: z.number().int(),
    priceCredits: z.number().int(),
    firstStartsAt: z.string(),
    lastEndsAt: z.string(),
    sessionCount: z.number().int(),
    createdAt: z.string(),
    attendanceRate: z.number().nullable(),
    /** The school's name, set where the list spans schools (the platform admin outside one). */
    schoolName: z.string().optional(),
  })
  .meta({ id: 'ClassListItem' });
export type ClassListItem = z.infer<typeof classListItemSchema>;

export const classSessionSchema = z
  .object({ id: z.string().uuid(), startsAt: z.string(), endsAt: z.string() })
  .meta({ id: 'ClassSession' });
export const classDecisionSchema = z
  .object({
    from: z.string().nullable(),
    to: z.enum(classStatuses),
    reason: z.string().nullable(),
    by: z.string(),
    at: z.string(),
  })
  .meta({ id: 'ClassDecision' });

export const classDetailSchema = classListItemSchema
  .extend({
    schoolId: z.string().uuid(),
    description: z.string(),
    videoUrl: z.string().nullable(),
    videoEmbedUrl: z.string().nullable(),
    location: z.string().nullable(),
    sessions: z.array(classSessionSchema),
    decisions: z.array(classDecisionSchema),
  })
  .meta({ id: 'ClassDetail' });
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classSortKeys = ['firstStartsAt', 'title', 'createdAt', 'status', 'capacity'] as const;
export const classListQuerySchema = listQuerySchema.extend({
  sort: z
    .string()
    .regex(
      new RegExp(`^-?(${classSortKeys.join('|')})$`),
      `Sort by one of: ${classSortKeys.join(', ')} (prefix - for descending).`,
    )
    .default('firstStartsAt'),
  status: z.enum(classStatuses).optional(),
  phase: z.enum(classPhases).optional(),
  subjectId: z.string().uuid().optional(),
  tutorId: z.string().uuid().optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type ClassListQuery = z.infer<typeof classListQuerySchema>;
export const classListResponseSchema = listResponseSchema(classListItemSchema);

export const classIdParamsSchema = z.object({ id: z.string().uuid('The class id is not valid.') });
export const reasonBodySchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(reasonLength.min, `Please give a reason (at least ${reasonLength.min} characters).`)
    .max(reasonLength.max, `The reason has at most ${reasonLength.max} characters.`),
});
export const bulkApproveBodySchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'Select at least one class.').max(bulkDecisionMaxIds),
});
export const bulkRejectBodySchema = bulkApproveBodySchema.extend(reasonBodySchema.shape);
export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      status: z.enum(classStatuses).nullable(),
      error: z.string().optional(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const enrolmentSchema = z
  .object({
    studentId: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    grade: z.string().nullable(),
    enrolledAt: z.string(),
  })
  .meta({ id: 'Enrolment' });
export const enrolmentListSchema = z.object({ items: z.array(enrolmentSchema) });
export const enrolBodySchema = z.object({
  studentIds: z
    .array(z.string().uuid())
    .min(1, 'Choose at least one student.')
    .max(enrolMaxStudents),
});
export const enrolResultSchema = z.object({
  enrolled: z.number().int(),
  enrolledCount: z.number().int(),
  capacity: z.number().int(),
});
export const enrolmentParamsSchema = z.object({
  id: z.string().uuid(),
  studentId: z.string().uuid(),
});

export const attendanceGridSchema = z
  .object({
    sessions: z.array(classSessionSchema),
    students: z.array(enrolmentSchema),
    marks: z.array(
      z.object({
        sessionId: z.string().uuid(),
        studentId: z.string().uuid(),
        status: z.enum(attendanceStatuses),
      }),
    ),
  })
  .meta({ id: 'AttendanceGrid' });
export const attendanceBodySchema = z.object({
  marks: z
    .array(
      z.object({
        sessionId: z.string().uuid(),
        studentId: z.string().uuid(),
        status: z.enum(attendanceStatuses).nullable(),
      }),
    )
    .min(1)
    .max(attendanceMaxMarks),
});
export const subjectListSchema = z.object({ items: z.array(subjectSchema) });
export const tutorListQuerySchema = z.object({
  q: z.string().trim().max(tutorSearchMaxLength).optional(),
});
export const tutorListSchema = z.object({ items: z.array(tutorSummarySchema) });
export const pendingCountSchema = z.object({ pending: z.number().int() });
