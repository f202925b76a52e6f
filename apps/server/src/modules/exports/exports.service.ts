import { hasPermission, type Permission } from '@school/shared/auth/roles';
import type { ExportKind } from '@school/shared/exports/exports.rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { countingRows } from './count-rows.ts';
import { createExportsRepository } from './exports.repository.ts';

/** What an export makes: the file's name and its text, whole or in chunks. */
export type ExportFile = {
  fileName: string;
  body: string | Iterable<string> | AsyncIterable<string>;
};

/**
 * How a module makes one kind of export. `run` does the module's own checks (school scope, the
 * student's school) before the first byte; `filters` reads the stored filters back for a re-run.
 */
export type ExportDefinition<F> = {
  permission: Permission;
  filters: z.ZodType<F>;
  run(auth: AuthContext, filters: F): Promise<ExportFile>;
};

type Kind = {
  permission: Permission;
  /** Null when the stored filters no longer read (the contract changed since). */
  run(auth: AuthContext, stored: unknown): Promise<ExportFile> | null;
};

/**
 * An export ready to send: the name, and its text on request. A new export is recorded when its
 * text is asked for (and its rows counted as they go out), so a request for the headers alone
 * (HEAD) records nothing.
 */
export type ServedExport = {
  fileName: string;
  text(): Promise<Iterable<string> | AsyncIterable<string>>;
};

const chunks = (body: ExportFile['body']) => (typeof body === 'string' ? [body] : body);

/**
 * Records every CSV export and makes it again on request (spec: search, Files). Modules define
 * their kinds when created; their routes serve through `serve`, the one place an export is
 * recorded.
 */
export function createExportsService({ db, clock }: { db: Database; clock: () => Date }) {
  const repo = createExportsRepository(db);
  const kinds = new Map<ExportKind, Kind>();

  function kindOf(kind: ExportKind): Kind {
    const found = kinds.get(kind);
    if (!found) throw new Error(`No export of kind ${kind} is defined.`);
    return found;
  }

  return {
    define<F>(kind: ExportKind, definition: ExportDefinition<F>): void {
      kinds.set(kind, {
        permission: definition.permission,
        run(auth, stored) {
          const parsed = definition.filters.safeParse(stored);
          return parsed.success ? definition.run(auth, parsed.data) : null;
        },
      });
    },

    /**
     * Makes the export (the module's checks run here); its text, when asked for, records who asked
     * for what and counts the rows as they go out.
     */
    async serve(
      auth: AuthContext,
      kind: ExportKind,
      filters: Record<string, unknown>,
    ): Promise<ServedExport> {
      const file = await kindOf(kind).run(auth, filters);
      if (!file) throw new Error(`The ${kind} export refused the filters its route accepted.`);
      const named = typeof filters.schoolId === 'string' ? filters.schoolId : undefined;
      return {
        fileName: file.fileName,
        async text() {
          const id = await repo.insert({
            schoolId: auth.user.schoolId ?? named ?? auth.school ?? null,
            createdBy: auth.user.id,
            kind,
            fileName: file.fileName,
            filters,
            createdAt: clock(),
          });
          return countingRows(chunks(file.body), (rows) => repo.setRowCount(id, rows));
        },
      };
    },

    /**
     * The export made again with its stored filters, for the one who made it and only while they
     * may still make it: another's (or an unknown) id is 404, a permission lost since is 403.
     */
    async download(auth: AuthContext, id: string): Promise<ServedExport> {
      const row = await repo.find(id);
      if (!row || row.createdBy !== auth.user.id) throw notFound('The export');
      const kind = kinds.get(row.kind);
      if (!kind) throw notFound('The export');
      if (!hasPermission(auth.user.role, kind.permission))
        throw new AppError('forbidden', 'You may no longer make this export.');
      const file = await kind.run({ ...auth, school: row.schoolId ?? auth.school }, row.filters);
      if (!file) throw notFound('The export');
      return { fileName: row.fileName, text: async () => chunks(file.body) };
    },

    /** The caller's exports of kinds they may still make, by file name or kind, newest first. */
    async find(auth: AuthContext, q: string, limit: number) {
      const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
      const allowed = [...kinds]
        .filter(([, k]) => hasPermission(auth.user.role, k.permission))
        .map(([name]) => name);
      if (words.length === 0 || allowed.length === 0) return { items: [], more: false };
      const rows = await repo.named(auth.user.id, allowed, auth.school, words, limit);
      return { items: rows.slice(0, limit), more: rows.length > limit };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
