import { z } from 'zod';

export const uploadMaxBytes = 5 * 1024 * 1024;
export const uploadMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

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
