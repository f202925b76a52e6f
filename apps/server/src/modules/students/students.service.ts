import { controlCharacterPattern } from '@school/shared/common/common.rules';
import type { ListResponse } from '@school/shared/common/list.contract';
import { errorTexts } from '@school/shared/errors/errors.contract';
import {
  importMaxRows,
  studentFieldsSchema,
  type ImportResponse,
  type ImportRow,
  type Student,
  type StudentListQuery,
  type UpdateStudentBody,
} from '@school/shared/students/students.contract';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import {
  createStudentsRepository,
  type StudentFilter,
  type StudentRow,
  type StudentSort,
} from './students.repository.ts';
import { parseStudentCsv, studentCsv } from './students-csv.ts';
import { accountsByEmail, createStudentAccounts } from './student-accounts.repository.ts';

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    grade: row.grade,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    guardianPhone: row.guardianPhone,
    notes: row.notes,
    status: row.status,
    enrolledAt: row.enrolledAt,
    avatar: row.avatar,
    monthlyAllowanceCredits: row.monthlyAllowanceCredits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Something that keeps a student from being deleted (they can still be deactivated). */
export type HistoryCheck = (db: Database, student: StudentRow) => Promise<string | null>;

type Deps = {
  db: Database;
  audit: AuditService;
  auth: AuthService;
  outbox: OutboxService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  clock: () => Date;
  publicUrl: string;
  /** What counts as history from the start; later modules add theirs with `addHistoryCheck`. */
  historyChecks: HistoryCheck[];
};

const existsInSchool = 'A student with this e-mail already exists.';
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
const conflict = (message: string) =>
  new AppError('conflict', message, { fields: { email: { code: 'in_use', message } } });

function sortOf(sort: string): { key: StudentSort; desc: boolean } {
  const desc = sort.startsWith('-');
  return { key: (desc ? sort.slice(1) : sort) as StudentSort, desc };
}

export function createStudentsService(deps: Deps) {
  const { db, audit, outbox, clock } = deps;
  const { accounts } = deps.auth;
  const repo = createStudentsRepository(db);
  const historyChecks = [...deps.historyChecks];

  /**
   * Splits the addresses that have an account into this school's and the rest. A school may
   * learn that an address is one of its own people's, never that it is used elsewhere: such a
   * student goes on the roster without a sign-in account, answered like any other.
   */
  async function accountsOf(emails: string[], schoolId: string) {
    const ownSchool = new Set<string>();
    const elsewhere = new Set<string>();
    for (const [email, owner] of await accountsByEmail(db, emails))
      (owner === schoolId ? ownSchool : elsewhere).add(email);
    return { ownSchool, elsewhere };
  }

  async function invite(tx: Database, schoolId: string, student: StudentRow) {
    if (!student.userId) return;
    const token = await outbox.createInvitation(tx, student.userId, clock());
    const link = `${deps.publicUrl}/pages/accept-invitation?token=${token}`;
    await outbox.enqueue(tx, {
      kind: 'student_invitation',
      schoolId,
      recipient: student.email,
      subject: 'You are invited to School Console',
      body: `Hello ${student.firstName},\n\nyour school has invited you. Set your password here (the link works once, for 14 days):\n${link}\n`,
      data: { studentId: student.id, link },
    });
  }

  async function changeStatus(
    auth: AuthContext,
    ids: string[],
    status: 'active' | 'deactivated',
  ): Promise<StudentRow[]> {
    const schoolId = schoolScope(auth);
    const now = clock();
    return db.transaction(async (tx) => {
      const rows = await createStudentsRepository(tx).setStatus(schoolId, ids, status, now);
      for (const row of rows) {
        if (!row.userId) continue;
        await accounts.update(
          row.userId,
          { status: status === 'deactivated' ? 'deactivated' : 'active', updatedAt: now },
          tx,
        );
        if (status === 'deactivated')
          await accounts.revokeSessions(row.userId, 'deactivated', now, { tx });
      }
      if (rows.length > 0) {
        await audit.record(
          {
            action: 'students.status_changed',
            actorUserId: auth.user.id,
            schoolId,
            details: { status, ids: rows.map((r) => r.id) },
          },
          tx,
        );
      }
      return rows;
    });
  }

  async function* csvRows(
    schoolId: string,
    query: Omit<StudentListQuery, 'page' | 'pageSize'>,
  ): AsyncGenerator<string> {
    const filter: StudentFilter = { q: query.q, status: query.status, grade: query.grade };
    const batch = 2000;
    yield '\uFEFF';
    // The order is taken once, then the rows in batches: no OFFSET that grows with the roster.
    const ids = await repo.orderedIds(schoolId, filter, sortOf(query.sort));
    for (let start = 0; start === 0 || start < ids.length; start += batch) {
      const items = await repo.byIds(schoolId, ids.slice(start, start + batch));
      if (start === 0 || items.length > 0) yield `${studentCsv(items, start === 0)}\r\n`;
    }
  }

  return {
    /** Lets a later module (classes, appointments, …) say what history keeps a student. */
    addHistoryCheck(check: HistoryCheck): void {
      historyChecks.push(check);
    },

    async list(auth: AuthContext, query: StudentListQuery): Promise<ListResponse<Student>> {
      const filter: StudentFilter = { q: query.q, status: query.status, grade: query.grade };
      const { items, total, totalIsLowerBound } = await repo.list(
        schoolScope(auth),
        filter,
        sortOf(query.sort),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: items.map(toStudent),
        total,
        page: query.page,
        pageSize: query.pageSize,
        ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
      };
    },

    async get(auth: AuthContext, id: string): Promise<Student> {
      const row = await repo.find(schoolScope(auth), id);
      if (!row) throw notFound('The student');
      return toStudent(row);
    },

    async create(
      auth: AuthContext,
      body: z.output<typeof studentFieldsSchema> & { invite: boolean },
    ): Promise<Student> {
      const schoolId = schoolScope(auth);
      const email = body.email.toLowerCase();
      if ((await repo.existingEmails(schoolId, [email])).size > 0) throw conflict(existsInSchool);
      const { ownSchool, elsewhere } = await accountsOf([email], schoolId);
      if (ownSchool.has(email)) throw conflict(errorTexts.emailInUse);
      try {
        const row = await db.transaction(async (tx) => {
          const { invite: sendInvite, ...fields } = body;
          const [created] = await createStudentAccounts(
            tx,
            schoolId,
            [fields],
            sendInvite ? 'invited' : 'active',
            clock(),
            elsewhere,
          );
          if (!created) throw new Error('student was not created');
          if (sendInvite) await invite(tx, schoolId, created);
          await audit.record(
            { action: 'students.created', actorUserId: auth.user.id, schoolId, target: created.id },
            tx,
          );
          return created;
        });
        return toStudent(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(errorTexts.emailInUse);
        throw error;
      }
    },

    async update(
      auth: AuthContext,
      id: string,
      body: UpdateStudentBody & Partial<z.output<typeof studentFieldsSchema>>,
    ): Promise<Student> {
      const schoolId = schoolScope(auth);
      const current = await repo.find(schoolId, id);
      if (!current) throw notFound('The student');
      const { status, ...fields } = body;
      const email = fields.email?.toLowerCase();
      if (email && email !== current.email.toLowerCase()) {
        if ((await repo.existingEmails(schoolId, [email])).size > 0) throw conflict(existsInSchool);
        if ((await accountsByEmail(db, [email])).size > 0) throw conflict(errorTexts.emailInUse);
      }
      try {
        await db.transaction(async (tx) => {
          const now = clock();
          const updated = await createStudentsRepository(tx).update(schoolId, id, {
            ...fields,
            updatedAt: now,
          });
          if (updated?.userId) {
            await accounts.update(
              updated.userId,
              {
                firstName: updated.firstName,
                lastName: updated.lastName,
                email: updated.email,
                updatedAt: now,
              },
              tx,
            );
          }
          await audit.record(
            {
              action: 'students.updated',
              actorUserId: auth.user.id,
              schoolId,
              target: id,
              details: { fields: Object.keys(fields) },
            },
            tx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(errorTexts.emailInUse);
        throw error;
      }
      if (status && status !== current.status) await changeStatus(auth, [id], status);
      return this.get(auth, id);
    },

    /**
     * Sets the monthly allowance (credits for appointments; null: no limit) of one or several
     * students of the school, audited. Ids of another school change nothing.
     */
    async setAllowance(
      auth: AuthContext,
      ids: string[],
      credits: number | null,
    ): Promise<string[]> {
      const schoolId = schoolScope(auth);
      return db.transaction(async (tx) => {
        const changed = await createStudentsRepository(tx).setAllowance(
          schoolId,
          [...new Set(ids)],
          credits,
          clock(),
        );
        if (changed.length > 0)
          await audit.record(
            {
              action: 'students.allowance_set',
              actorUserId: auth.user.id,
              schoolId,
              target: changed.length === 1 ? changed[0] : null,
              details: { credits, students: changed.length },
            },
            tx,
          );
        return changed;
      });
    },

    async setStatus(
      auth: AuthContext,
      ids: string[],
      status: 'active' | 'deactivated',
    ): Promise<number> {
      return (await changeStatus(auth, [...new Set(ids)], status)).length;
    },

    /** Deletes a student with no history; one with history can only be deactivated. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const schoolId = schoolScope(auth);
      const row = await repo.find(schoolId, id);
      if (!row) throw notFound('The student');
      for (const check of historyChecks) {
        const reason = await check(db, row);
        if (reason)
          throw new AppError(
            'conflict',
            `This student ${reason}, so they can only be deactivated, not deleted.`,
          );
      }
      await db.transaction(async (tx) => {
        await createStudentsRepository(tx).delete(schoolId, id);
        if (row.userId) await accounts.remove(row.userId, tx);
        await audit.record(
          {
            action: 'students.deleted',
            actorUserId: auth.user.id,
            schoolId,
            target: id,
            details: { email: row.email },
          },
          tx,
        );
      });
    },

    /** The grades in use in natural order: "Grade 9" before "Grade 10" (the index sorts as text). */
    async grades(auth: AuthContext): Promise<string[]> {
      return (await repo.grades(schoolScope(auth))).sort(naturalOrder);
    },

    /** Checks a CSV file row by row; on commit imports the valid rows in one transaction, or nothing. */
    async importCsv(
      auth: AuthContext,
      text: string,
      options: { dryRun: boolean; skipInvalid: boolean },
    ): Promise<ImportResponse> {
      const schoolId = schoolScope(auth);
      // A file is not a contract's string, so the request guard does not see its cells.
      const control = controlCharacterPattern.exec(text);
      if (control) {
        const line = text.slice(0, control.index).split('\n').length;
        const message = `Line ${line} contains a control character (only tabs and line breaks are allowed).`;
        throw validationError('file', 'invalid_format', message);
      }
      const parsed = parseStudentCsv(text);
      if (parsed.missingColumns.length > 0) {
        const message = `The file needs the columns ${parsed.missingColumns.join(', ')} (found: ${parsed.unknownColumns.join(', ') || 'none'}).`;
        throw validationError('file', 'invalid_format', message);
      }
      if (parsed.rows.length === 0)
        throw validationError('file', 'required', 'The file has no rows.');
      if (parsed.rows.length > importMaxRows) {
        const message = `The file has ${parsed.rows.length} rows; at most ${importMaxRows} can be imported at once.`;
        throw validationError('file', 'too_big', message);
      }

      const emails = parsed.rows.map((r) => (r.email ?? '').trim().toLowerCase()).filter(Boolean);
      const [inSchool, { ownSchool, elsewhere }] = await Promise.all([
        repo.existingEmails(schoolId, emails),
        accountsOf(emails, schoolId),
      ]);
      const firstRowOf = new Map<string, number>();
      const valid: z.output<typeof studentFieldsSchema>[] = [];
      const rows: ImportRow[] = parsed.rows.map((values, index) => {
        const row = index + 2; // the header is line 1
        const result = studentFieldsSchema.safeParse(values);
        const errors: Record<string, string> = {};
        if (!result.success) {
          for (const issue of result.error.issues)
            errors[String(issue.path[0] ?? 'row')] ??= issue.message;
        }
        const email = (values.email ?? '').trim().toLowerCase();
        if (email && !errors.email) {
          const seen = firstRowOf.get(email);
          if (seen !== undefined)
            errors.email = `This e-mail appears more than once in the file (first on row ${seen}).`;
          else if (inSchool.has(email)) errors.email = existsInSchool;
          else if (ownSchool.has(email)) errors.email = errorTexts.emailInUse;
          if (seen === undefined) firstRowOf.set(email, row);
        }
        if (result.success && Object.keys(errors).length === 0) valid.push(result.data);
        return {
          row,
          values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])),
          errors,
        };
      });
      const report = {
        dryRun: options.dryRun,
        total: rows.length,
        valid: valid.length,
        invalid: rows.length - valid.length,
        imported: 0,
        rows,
      };
      if (options.dryRun) return report;
      if (report.invalid > 0 && !options.skipInvalid) {
        const message = `${report.invalid} of ${report.total} rows have errors, so nothing was imported. Fix them or import only the valid rows.`;
        throw validationError('file', 'invalid', message);
      }
      try {
        await db.transaction(async (tx) => {
          await createStudentAccounts(tx, schoolId, valid, 'active', clock(), elsewhere);
          await audit.record(
            {
              action: 'students.imported',
              actorUserId: auth.user.id,
              schoolId,
              details: { count: valid.length },
            },
            tx,
          );
          await deps.feeds.recordActivity(tx, {
            schoolId,
            type: 'students_imported',
            params: { count: valid.length },
            link: '/manage-students',
            audience: 'staff',
            actorId: auth.user.id,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(
            'conflict',
            'Some e-mail addresses were taken while importing, so nothing was imported. Please check the file again.',
          );
        }
        throw error;
      }
      return { ...report, imported: valid.length };
    },

    /** CSV of the current filter and sort, written page by page so large rosters stream. */
    /** The scope is settled before the first byte, so a refusal is an error answer, not a cut-off file. */
    exportCsv(
      auth: AuthContext,
      query: Omit<StudentListQuery, 'page' | 'pageSize'>,
    ): AsyncGenerator<string> {
      return csvRows(schoolScope(auth), query);
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
