import { validationError } from '../../lib/app-error.ts';

/** An opaque cursor: the last item's `(published_at, id)`, the keyset the feed pages by. */
export function encodeCursor(publishedAt: Date, id: string): string {
  return Buffer.from(`${publishedAt.toISOString()}|${id}`).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeCursor(cursor: string): { publishedAt: Date; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(at);
  if (Number.isNaN(publishedAt.getTime()) || !uuid.test(id))
    throw validationError('cursor', 'invalid', 'This cursor is not one the feed gave.');
  return { publishedAt, id };
}
