import type { SchoolProfile, UpdateSchoolBody } from '@school/shared/school/school.contract';
import { updateSchoolBodySchema } from '@school/shared/school/school.contract';
import type { Database } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createSchoolDirectory } from './school-directory.service.ts';
import { createSchoolRepository, type SchoolRow } from './school.repository.ts';

export function toSchoolProfile(row: SchoolRow): SchoolProfile {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    timezone: row.timezone,
    defaultLanguage: row.defaultLanguage,
    cancellationNoticeHours: row.cancellationNoticeHours,
    lowBalanceThreshold: row.lowBalanceThreshold,
    supportEmail: row.supportEmail,
    chatEnabled: row.chatEnabled,
    chatForStudents: row.chatForStudents,
    chatStudentsWithEachOther: row.chatStudentsWithEachOther,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const editable = Object.keys(updateSchoolBodySchema.shape) as (keyof SchoolProfile &
  keyof SchoolRow)[];

export function createSchoolService(deps: {
  db: Database;
  audit: AuditService;
  uploads: UploadsService;
  clock: () => Date;
}) {
  const repo = createSchoolRepository(deps.db);
  return {
    /** Every school, for the platform admin (search, enter, names in cross-school lists). */
    directory: createSchoolDirectory(deps),

    async get(auth: AuthContext): Promise<SchoolProfile> {
      const row = await repo.findById(schoolScope(auth));
      if (!row) throw notFound('The school');
      return toSchoolProfile(row);
    },

    async update(
      auth: AuthContext,
      body: ReturnType<typeof updateSchoolBodySchema.parse>,
    ): Promise<SchoolProfile> {
      const schoolId = schoolScope(auth);
      const before = await repo.findById(schoolId);
      if (!before) throw notFound('The school');
      if (
        body.logo &&
        body.logo !== before.logo &&
        !(await deps.uploads.isUsableBy(auth, body.logo))
      ) {
        throw validationError('logo', 'not_found', 'Please upload the logo again.');
      }
      // A field left out (the optional chat policy) keeps its value.
      const changed = editable.filter((field) => {
        const value = body[field as keyof typeof body];
        return value !== undefined && value !== before[field];
      });
      if (changed.length === 0) return toSchoolProfile(before);
      const row = await deps.db.transaction(async (tx) => {
        const updated = await createSchoolRepository(tx).update(schoolId, {
          ...body,
          updatedAt: deps.clock(),
        });
        await deps.audit.record(
          {
            action: 'school.updated',
            actorUserId: auth.user.id,
            schoolId,
            target: schoolId,
            details: { fields: changed },
          },
          tx,
        );
        return updated;
      });
      return toSchoolProfile(row);
    },

    /** Creates a school; pass the caller's transaction as `tx` (registration adds its admin in it). */
    async create(name: string, tx: Database = deps.db): Promise<SchoolProfile> {
      return toSchoolProfile(await createSchoolRepository(tx).insert({ name }));
    },

    /** The school's profile, or undefined when there is none; `tx` reads inside the caller's transaction. */
    async find(schoolId: string, tx: Database = deps.db): Promise<SchoolProfile | undefined> {
      const row = await createSchoolRepository(tx).findById(schoolId);
      return row && toSchoolProfile(row);
    },

    async exists(schoolId: string): Promise<boolean> {
      return (await repo.findById(schoolId)) !== undefined;
    },

    /** The school's time zone (recurring sessions are laid out in it); null when there is no such school. */
    async timezoneOf(schoolId: string): Promise<string | null> {
      return (await repo.findById(schoolId))?.timezone ?? null;
    },

    /** Policies other modules read (appointment notice, low-balance threshold, support address). */
    async policies(schoolId: string) {
      const row = await repo.findById(schoolId);
      if (!row) throw notFound('The school');
      return {
        cancellationNoticeHours: row.cancellationNoticeHours,
        lowBalanceThreshold: row.lowBalanceThreshold,
        supportEmail: row.supportEmail,
        timezone: row.timezone,
        chat: {
          enabled: row.chatEnabled,
          students: row.chatForStudents,
          studentsWithEachOther: row.chatStudentsWithEachOther,
        },
      };
    },
  };
}
export type SchoolService = ReturnType<typeof createSchoolService>;
export type { UpdateSchoolBody };
