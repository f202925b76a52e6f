import { z } from 'zod';

export const exportParamsSchema = z.object({
  id: z.uuid('The export id is not valid.'),
});
