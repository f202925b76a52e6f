import { uploadNameMaxLength } from '@school/shared/uploads/uploads.rules';

/**
 * The client's file name as it may be shown and searched: no directory part, no control or
 * invisible characters, spaces collapsed, at most `uploadNameMaxLength` characters (the
 * extension kept when it is cut). Null when nothing usable is left.
 */
export function cleanImageName(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return null;
  const chars = [...cleaned];
  if (chars.length <= uploadNameMaxLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return `${chars
    .slice(0, uploadNameMaxLength - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}
