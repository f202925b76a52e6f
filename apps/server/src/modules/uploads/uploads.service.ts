import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { uploadMaxBytes } from '@school/shared/uploads/uploads.contract';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { detectImageType } from './image-type.ts';
import { createUploadsRepository } from './uploads.repository.ts';

const thumbnailSize = 256;
const maxPixels = 40_000_000;

const invalid = (message: string) => validationError('file', 'invalid', message);
const tooBig = `The image is larger than ${uploadMaxBytes / 1024 / 1024} MB.`;

export function createUploadsService(deps: { db: Database; mediaRoot: string }) {
  const repo = createUploadsRepository(deps.db);

  return {
    /**
     * Stores an image: type checked by content, decoded and re-encoded (dropping metadata and
     * anything hidden in the file), with a thumbnail. Nothing is written unless all of it succeeds.
     */
    async storeImage(auth: AuthContext, buffer: Buffer): Promise<UploadResponse> {
      if (buffer.length === 0) throw validationError('file', 'required', 'The file is empty.');
      if (buffer.length > uploadMaxBytes) throw validationError('file', 'too_big', tooBig);
      const type = detectImageType(buffer);
      if (!type)
        throw validationError(
          'file',
          'invalid_format',
          'Only JPEG, PNG, WebP and GIF images can be uploaded.',
        );

      let image: { data: Buffer; info: { width: number; height: number; pageHeight?: number } };
      let thumbnail: Buffer;
      try {
        const input = sharp(buffer, {
          animated: type === 'image/gif',
          limitInputPixels: maxPixels,
          failOn: 'error',
        });
        image = await input
          .clone()
          .rotate()
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true });
        thumbnail = await sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' })
          .rotate()
          .resize(thumbnailSize, thumbnailSize, { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw invalid('The image could not be read. It may be damaged.');
      }

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
