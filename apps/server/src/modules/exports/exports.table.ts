import type { ExportKind } from '@school/shared/exports/exports.rules';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * Every CSV download, as it was asked for: who, which kind, the filters and the file's name. The
 * file itself is not kept; its link (`GET /api/exports/{id}/download`) makes it again.
 */
export const csvExports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The school it was made in; null for a tutor's appointments across their schools. No foreign
     * key, as on `uploads`: the platform admin may export from a school it names before any row
     * of that school exists, and an export must never fail on its record.
     */
    schoolId: uuid('school_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExportKind>().notNull(),
    fileName: text('file_name').notNull(),
    /** Data rows sent (the header not counted); null until the last row has gone out. */
    rowCount: integer('row_count'),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Only their maker finds or downloads them again, newest first.
  (t) => [index('exports_creator_created_idx').on(t.createdBy, t.createdAt)],
);
