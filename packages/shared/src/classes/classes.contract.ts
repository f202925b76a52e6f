import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import { weekdays } from './recurrence.ts';
import { toYouTubeEmbed } from './video.ts';

export const classStatuses = ['pending_approval', 'approved', 'rejected', 'cancelled'] as const;
export type ClassStatus = (typeof classStatuses)[number];
export const classPhases = ['upcoming', 'ongoing', 'completed'] as const;
export type ClassPhase = (typeof classPhases)[number];
export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'Please give a date and time (ISO 8601).',
});

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
  until: z.iso.date({ error: 'Please give the last day as YYYY-MM-DD.' }),
});

const videoUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || toYouTubeEmbed(v) !== null,
    'Please paste a YouTube link (youtu.be/…, youtube.com/watch?v=…, /embed/… or /v/…).',
  )
  .transform((v) => (v === '' ? null : v))
  .nullish();

const classFields = {
  subjectId: z.string({ error: 'Please choose a subject.' }).uuid('Please choose a subject.'),
  title: z
    .string({ error: 'Please enter a title.' })
    .trim()
    .min(1, 'Please enter a title.')
    .max(150, 'The title has at most 150 characters.'),
  description: z
    .string()
    .trim()
    .max(5000, 'The description has at most 5000 characters.')
    .optional(),
  videoUrl,
  capacity: z
    .number({ error: 'Please enter the number of places.' })
    .int('Please enter whole places.')
    .min(1, 'A class has at least 1 place.')
    .max(500, 'A class has at most 500 places.'),
  priceCredits: z
    .number({ error: 'Please enter a price in credits.' })
    .int('Credits are whole numbers.')
    .min(0, 'The price cannot be negative.')
    .max(100_000, 'The price is at most 100,000 credits.'),
  location: z.string().trim().max(300, 'The location has at most 300 characters.').nullish(),
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
      .max(200, 'A class has at most 200 sessions.')
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
      .max(200, 'A class has at most 200 sessions.')
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
    .min(3, 'Please give a reason (at least 3 characters).')
    .max(1000, 'The reason has at most 1000 characters.'),
});
export const bulkApproveBodySchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'Select at least one class.').max(200),
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
  studentIds: z.array(z.string().uuid()).min(1, 'Choose at least one student.').max(500),
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
    .max(2000),
});
export const subjectListSchema = z.object({ items: z.array(subjectSchema) });
export const tutorListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const tutorListSchema = z.object({ items: z.array(tutorSummarySchema) });
export const pendingCountSchema = z.object({ pending: z.number().int() });
