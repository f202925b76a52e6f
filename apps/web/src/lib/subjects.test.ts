import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';

/** The keys of the subject catalogue every school shares, as the migration inserts them. */
function catalogueKeys(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../../server/drizzle');
  const sql = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  const inserts = sql.match(/INSERT INTO "subjects"[^;]*/g) ?? [];
  return inserts.flatMap((insert) =>
    [...insert.matchAll(/\('([a-z-]+)', '/g)].map((m) => m[1] ?? ''),
  );
}

describe('subject names', () => {
  it('has a name in the strings for every subject of the catalogue', () => {
    const keys = catalogueKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(key in en.subjects))).toEqual([]);
  });
});
