import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { uploadMaxBytes, uploadResponseSchema } from '@school/shared/uploads/uploads.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { UploadsService } from './uploads.service.ts';

const fileField = (message: string) => validationError('file', 'invalid', message);
const tooBig = 'The image is larger than 5 MB.';
/** Room for the multipart boundaries and part headers around the file itself. */
const envelopeBytes = 64 * 1024;

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/uploads',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`; JPEG, PNG, WebP or GIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!request.isMultipart())
        throw fileField('Send the image as multipart/form-data in a field named file.');
      // A body that says it is too large is refused before a byte of it is read.
      if (Number(request.headers['content-length'] ?? 0) > uploadMaxBytes + envelopeBytes)
        throw new AppError('payload_too_large', tooBig, {
          fields: { file: { code: 'too_big', message: tooBig } },
        });
      let buffer: Buffer;
      let fileName: string | undefined;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file')
          throw fileField('Send the image in a field named file.');
        buffer = await part.toBuffer();
        fileName = part.filename;
        // The parser cuts a file at the limit and may not say so when the cut falls in the
        // last chunk: a cut file is refused, never stored.
        if (part.file.truncated) throw validationError('file', 'too_big', tooBig);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw validationError('file', 'too_big', tooBig);
        throw fileField('The upload could not be read.');
      }
      return reply.status(201).send(await uploads.storeImage(auth, buffer, fileName));
    },
  );
};

/** Serves stored uploads: never executed, never sniffed, cached for a long time (names never change). */
export async function installMedia(app: Parameters<FastifyPluginAsyncZod>[0], mediaRoot: string) {
  fs.mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      res.header('x-content-type-options', 'nosniff');
      res.header(
        'content-disposition',
        `inline; filename="${filePath.split('/').pop() ?? 'image'}"`,
      );
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
