import { z } from 'zod';

export { uploadMaxBytes, uploadMimeTypes } from './uploads.rules.ts';

export const uploadResponseSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'Upload' });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
