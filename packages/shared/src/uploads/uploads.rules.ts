export const uploadMaxBytes = 5 * 1024 * 1024;
export const uploadMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadMimeType = (typeof uploadMimeTypes)[number];
/**
 * Photos and logos are shown at a few hundred pixels; a larger image only costs memory to decode
 * (a 140 kB PNG can hold 6000 × 6000 pixels), so width × height may be at most this side squared.
 */
export const uploadMaxSide = 4096;
/** The client's file name is kept (cleaned) so its owner can find the image again by it. */
export const uploadNameMaxLength = 120;
