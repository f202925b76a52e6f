export const uploadMaxBytes = 5 * 1024 * 1024;
export const uploadMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadMimeType = (typeof uploadMimeTypes)[number];
