import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { uploadMaxBytes } from '@school/shared/uploads/uploads.contract';
import { uploadMaxSide } from '@school/shared/uploads/uploads.rules';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createSlots } from './decode-slots.ts';
import { detectImageType } from './image-type.ts';
import { cleanImageName } from './image-name.ts';
import { createUploadsRepository } from './uploads.repository.ts';

const thumbnailSize = 256;
const maxPixels = uploadMaxSide * uploadMaxSide;
/** Images decoded at once per process; the machine has few cores and each decode is large. */
const defaultDecodeSlots = 2;

const invalid = (message: string) => validationError('file', 'invalid', message);
const tooBig = `The image is larger than ${uploadMaxBytes / 1024 / 1024} MB.`;
const tooManyPixels = `The image is larger than ${uploadMaxSide} × ${uploadMaxSide} pixels.`;

export function createUploadsService(deps: {
  db: Database;
  mediaRoot: string;
  clock: () => Date;
  decodeSlots?: number;
}) {
  const repo = createUploadsRepository(deps.db);
  const decoding = createSlots(deps.decodeSlots ?? defaultDecodeSlots);

  return {
    /**
     * Stores an image: type checked by content, decoded and re-encoded (dropping metadata and
     * anything hidden in the file), with a thumbnail. Nothing is written unless all of it succeeds.
     */
    async storeImage(
      auth: AuthContext,
      buffer: Buffer,
      fileName?: string,
    ): Promise<UploadResponse> {
      if (buffer.length === 0) throw validationError('file', 'required', 'The file is empty.');
      if (buffer.length > uploadMaxBytes) throw validationError('file', 'too_big', tooBig);
      const type = detectImageType(buffer);
      if (!type)
        throw validationError(
          'file',
          'invalid_format',
          'Only JPEG, PNG, WebP and GIF images can be uploaded.',
        );

      // The header tells the size without decoding: a file that would not fit is refused unread.
      const header = await sharp(buffer, { animated: true })
        .metadata()
        .catch(() => {
          throw invalid('The image could not be read. It may be damaged.');
        });
      const frames = type === 'image/gif' ? (header.pages ?? 1) : 1;
      const frameHeight = header.pageHeight ?? header.height ?? 0;
      if ((header.width ?? 0) * frameHeight * frames > maxPixels)
        throw validationError('file', 'too_big', tooManyPixels);

      const { image, thumbnail } = await decoding(async () => {
        try {
          const image = await sharp(buffer, {
            animated: type === 'image/gif',
            limitInputPixels: maxPixels,
            failOn: 'error',
          })
            .rotate()
            .webp({ quality: 85 })
            .toBuffer({ resolveWithObject: true });
          const thumbnail = await sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' })
            .rotate()
            .resize(thumbnailSize, thumbnailSize, { fit: 'cover' })
            .webp({ quality: 80 })
            .toBuffer();
          return { image, thumbnail };
        } catch {
          throw invalid('The image could not be read. It may be damaged.');
        }
      });

      const id = randomUUID();
      const name = `${id}.webp`;
      const thumbName = `${id}-thumb.webp`;
      await fs.mkdir(deps.mediaRoot, { recursive: true });
      const written: string[] = [];
      try {
        for (const [file, data] of [
          [name, image.data],
          [thumbName, thumbnail],
        ] as const) {
          const target = path.join(deps.mediaRoot, file);
          await fs.writeFile(target, data, { flag: 'wx' });
          written.push(target);
        }
        const row = await repo.insert({
          id,
          uploadedBy: auth.user.id,
          schoolId: auth.user.schoolId,
          path: `/media/${name}`,
          thumbnailPath: `/media/${thumbName}`,
          originalName: cleanImageName(fileName),
          createdAt: deps.clock(),
          mime: 'image/webp',
          size: image.data.length,
          width: image.info.width,
          height: image.info.pageHeight ?? image.info.height,
        });
        return {
          id: row.id,
          url: row.path,
          thumbnailUrl: row.thumbnailPath,
          width: row.width,
          height: row.height,
          size: row.size,
        };
      } catch (error) {
        await Promise.all(written.map((file) => fs.rm(file, { force: true })));
        throw error;
      }
    },

    /**
     * Images whose names hold every word, newest first: one's own, and for a school admin every
     * image uploaded in their school (the same reach `isUsableBy` gives them for logos). Nobody
     * else's private upload, and never another school's.
     */
    async findImages(auth: AuthContext, q: string, limit: number) {
      const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
      if (words.length === 0) return { items: [], more: false };
      const schoolId = auth.user.role === 'sadmin' ? auth.user.schoolId : null;
      const rows = await repo.named({ userId: auth.user.id, schoolId }, words, limit);
      return {
        items: rows.slice(0, limit).map((row) => ({
          id: row.id,
          name: row.name ?? '',
          url: row.path,
          createdAt: row.createdAt,
        })),
        more: rows.length > limit,
      };
    },

    /** True when the media path is an upload of the user or of their school. */
    async isUsableBy(auth: AuthContext, mediaPath: string): Promise<boolean> {
      const row = await repo.findByPath(mediaPath);
      if (!row) return false;
      return (
        row.uploadedBy === auth.user.id ||
        (row.schoolId !== null && row.schoolId === auth.user.schoolId)
      );
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
