import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ginOptions } from '../../db/gin-options.ts';
import { users } from '../auth/auth.table.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploader's school when they belong to one (a tutor and the platform admin do not). */
    schoolId: uuid('school_id'),
    /** Server-generated file names under the media root; never the client's name. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    /**
     * The name the file had on the uploader's device, cleaned (`image-name.ts`); only shown and
     * searched, never a path. Null for images stored before names were kept.
     */
    originalName: text('original_name'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_school_idx').on(t.schoolId, t.createdAt),
    // Search's Files group: one's own images newest first, and words anywhere in their names.
    index('uploads_uploader_created_idx').on(t.uploadedBy, t.createdAt),
    index('uploads_name_trgm_idx')
      .using('gin', sql`lower(${t.originalName}) gin_trgm_ops`)
      .with(ginOptions),
  ],
);
