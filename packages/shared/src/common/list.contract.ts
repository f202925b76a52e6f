import { z } from 'zod';
import { listLimits } from './common.rules.ts';

/** Every list endpoint takes these parameters (CONVENTIONS: one list shape for every resource). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(listLimits.pageSizeMax, `pageSize is at most ${listLimits.pageSizeMax}`)
    .default(20),
  sort: z.string().max(listLimits.sortMaxLength).optional(),
  q: z.string().trim().max(listLimits.searchMaxLength).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Set when `total` stopped counting at a cap: there are at least this many. */
    totalIsLowerBound: z.boolean().optional(),
  });
}
export type ListResponse<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalIsLowerBound?: boolean;
};
