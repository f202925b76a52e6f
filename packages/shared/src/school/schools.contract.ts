import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';

/** A school as the platform admin's switcher and cross-school lists name it. */
export const schoolSummarySchema = z
  .object({ id: z.string().uuid(), name: z.string(), city: z.string().nullable() })
  .meta({ id: 'SchoolSummary' });
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

/** Search by name (`q`), in name order. */
export const schoolSearchQuerySchema = listQuerySchema.omit({ sort: true });
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;
export const schoolSearchResponseSchema = listResponseSchema(schoolSummarySchema);

export const switchSchoolBodySchema = z.object({ schoolId: z.string().uuid() });
export type SwitchSchoolBody = z.infer<typeof switchSchoolBodySchema>;
