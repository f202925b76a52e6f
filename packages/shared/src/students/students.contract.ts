import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import {
  emailPattern,
  isAfterToday,
  isIsoDay,
  isoYearOf,
  phonePattern,
} from '../common/common.rules.ts';
import {
  bulkStatusMaxIds,
  studentMaxLengths as max,
  studentSortKeys,
  studentStatuses,
} from './students.rules.ts';

export {
  importMaxRows,
  studentCsvColumns,
  studentSortKeys,
  studentStatuses,
  type StudentStatus,
} from './students.rules.ts';

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

const email = (label: string) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max.email, 'The e-mail address is too long.')
    .email({ pattern: emailPattern, message: 'Please enter a valid e-mail address.' });

const phone = (max: number, label: string) =>
  optional(max, label).refine((v) => v === null || phonePattern.test(v), {
    message: 'Please enter a valid phone number.',
    params: { code: 'invalid_format' },
  });

/** No student alive was born before it; far older dates (year 0000) the database refuses. */
const birthMinYear = 1900;

const isoDate = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null)
  .refine((v) => v === null || isIsoDay(v), {
    message: 'Please enter a date as YYYY-MM-DD.',
    params: { code: 'invalid_format' },
  })
  .refine((v) => v === null || !isAfterToday(v), 'The date of birth cannot be in the future.')
  .refine((v) => v === null || (isoYearOf(v) ?? birthMinYear) >= birthMinYear, {
    message: `Please enter a date of birth in ${birthMinYear} or later.`,
    params: { code: 'too_small' },
  });

/** The fields a person types for a student: the create body, the edit body and one CSV row. */
export const studentFieldsSchema = z.object({
  firstName: z
    .string({ error: 'Please enter the first name.' })
    .trim()
    .min(1, 'Please enter the first name.')
    .max(max.firstName, `The first name has at most ${max.firstName} characters.`),
  lastName: z
    .string({ error: 'Please enter the last name.' })
    .trim()
    .min(1, 'Please enter the last name.')
    .max(max.lastName, `The last name has at most ${max.lastName} characters.`),
  email: email('the e-mail address'),
  grade: optional(max.grade, 'The grade'),
  dateOfBirth: isoDate,
  phone: phone(max.phone, 'The phone number'),
  guardianName: optional(max.guardianName, 'The guardian’s name'),
  guardianEmail: optional(max.guardianEmail, 'The guardian’s e-mail').refine(
    (v) => v === null || emailPattern.test(v),
    { message: 'Please enter a valid e-mail address.', params: { code: 'invalid_format' } },
  ),
  guardianPhone: phone(max.guardianPhone, 'The guardian’s phone number'),
  notes: optional(max.notes, 'The note'),
});
export type StudentFields = z.input<typeof studentFieldsSchema>;

export const createStudentBodySchema = studentFieldsSchema.extend({
  /** Sends a one-time invitation link; the student is `invited` until it is accepted. */
  invite: z.boolean().default(false),
});
export type CreateStudentBody = z.input<typeof createStudentBodySchema>;

export const updateStudentBodySchema = studentFieldsSchema.partial().extend({
  status: z.enum(['active', 'deactivated']).optional(),
});
export type UpdateStudentBody = z.input<typeof updateStudentBodySchema>;

export const studentSchema = z
  .object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    grade: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    phone: z.string().nullable(),
    guardianName: z.string().nullable(),
    guardianEmail: z.string().nullable(),
    guardianPhone: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(studentStatuses),
    enrolledAt: z.string(),
    avatar: z.string().nullable(),
    /** Credits the student's appointments may use per month (school's zone); null: no limit. */
    monthlyAllowanceCredits: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Student' });
export type Student = z.infer<typeof studentSchema>;

export const studentListQuerySchema = listQuerySchema.extend({
  sort: z
    .string()
    .regex(
      new RegExp(`^-?(${studentSortKeys.join('|')})$`),
      `Sort by one of: ${studentSortKeys.join(', ')} (prefix - for descending).`,
    )
    .default('lastName'),
  status: z.enum(studentStatuses).optional(),
  grade: z.string().trim().max(max.grade).optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;
export const studentListResponseSchema = listResponseSchema(studentSchema);

export const studentExportQuerySchema = studentListQuerySchema.omit({ page: true, pageSize: true });

export const studentIdParamsSchema = z.object({
  id: z.string().uuid('The student id is not valid.'),
});

export const bulkStatusBodySchema = z.object({
  ids: z
    .array(z.string().uuid())
    .min(1, 'Select at least one student.')
    .max(bulkStatusMaxIds, `At most ${bulkStatusMaxIds} students at once.`),
  status: z.enum(['active', 'deactivated']),
});
export const bulkStatusResponseSchema = z.object({ updated: z.number().int() });

export const studentGradesResponseSchema = z.object({ grades: z.array(z.string()) });

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Without it a file with any bad row imports nothing; with it the valid rows are imported. */
  skipInvalid: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const importRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResponseSchema = z
  .object({
    dryRun: z.boolean(),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    imported: z.number().int(),
    rows: z.array(importRowSchema),
  })
  .meta({ id: 'StudentImport' });
export type ImportResponse = z.infer<typeof importResponseSchema>;
