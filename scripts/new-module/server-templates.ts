import type { Names } from './names.ts';

/** apps/server/src/modules/<name>/ and its API test. */
export function serverFiles(n: Names, permission: string): Record<string, string> {
  const dir = `apps/server/src/modules/${n.kebab}`;
  const contract = `@school/shared/${n.kebab}/${n.kebab}.contract`;
  return {
    [`${dir}/${n.kebab}.table.ts`]: `import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../school/school.table.ts';

export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_school_created_idx').on(t.schoolId, t.createdAt)],
);
`,
    [`${dir}/${n.kebab}.repository.ts`]: `import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ${n.camel} } from './${n.kebab}.table.ts';

export type ${n.item}Row = typeof ${n.camel}.$inferSelect;
export type ${n.pascal}Filter = { schoolId: string; q?: string; sort: 'newest' | 'title' };

const escapeLike = (text: string) => text.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`);

/** The only code that speaks SQL for ${n.words}. */
export function create${n.pascal}Repository(db: Database) {
  const where = (filter: ${n.pascal}Filter): SQL | undefined =>
    and(
      eq(${n.camel}.schoolId, filter.schoolId),
      filter.q ? ilike(${n.camel}.title, \`%\${escapeLike(filter.q)}%\`) : undefined,
    );
  return {
    async list(filter: ${n.pascal}Filter, limit: number, offset: number) {
      const order =
        filter.sort === 'title'
          ? [asc(${n.camel}.title), asc(${n.camel}.id)]
          : [desc(${n.camel}.createdAt), asc(${n.camel}.id)];
      const [items, [counted]] = await Promise.all([
        db.select().from(${n.camel}).where(where(filter)).orderBy(...order).limit(limit).offset(offset),
        db.select({ total: count() }).from(${n.camel}).where(where(filter)),
      ]);
      return { items, total: counted?.total ?? 0 };
    },
    async insert(values: typeof ${n.camel}.$inferInsert): Promise<${n.item}Row> {
      const [row] = await db.insert(${n.camel}).values(values).returning();
      if (!row) throw new Error('insert into ${n.snake} returned no row');
      return row;
    },
  };
}
`,
    [`${dir}/${n.kebab}.service.ts`]: `import type { ListResponse } from '@school/shared/common/list.contract';
import type {
  Create${n.item}Body,
  ${n.item},
  ${n.pascal}ListQuery,
} from '${contract}';
import type { Database } from '../../db/client.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { create${n.pascal}Repository, type ${n.item}Row } from './${n.kebab}.repository.ts';

type Deps = { db: Database; audit: AuditService; clock: () => Date };

const to${n.item} = (row: ${n.item}Row): ${n.item} => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The rules of ${n.words}: no HTTP here, the routes map outcomes to answers. */
export function create${n.pascal}Service({ db, audit, clock }: Deps) {
  return {
    async list(auth: AuthContext, query: ${n.pascal}ListQuery): Promise<ListResponse<${n.item}>> {
      const schoolId = schoolScope(auth, query.schoolId);
      const { items, total } = await create${n.pascal}Repository(db).list(
        { schoolId, q: query.q, sort: query.sort },
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { items: items.map(to${n.item}), total, page: query.page, pageSize: query.pageSize };
    },

    async create(auth: AuthContext, body: Create${n.item}Body): Promise<${n.item}> {
      const schoolId = schoolScope(auth, body.schoolId);
      return db.transaction(async (tx) => {
        const row = await create${n.pascal}Repository(tx).insert({
          schoolId,
          title: body.title,
          createdBy: auth.user.id,
          createdAt: clock(),
        });
        await audit.record(
          { action: '${n.kebab}.created', actorUserId: auth.user.id, schoolId, target: row.id },
          tx,
        );
        return to${n.item}(row);
      });
    },
  };
}
export type ${n.pascal}Service = ReturnType<typeof create${n.pascal}Service>;
`,
    [`${dir}/${n.kebab}.routes.ts`]: `import {
  create${n.item}BodySchema,
  ${n.camel}ListQuerySchema,
  ${n.camel}ListSchema,
  ${n.itemCamel}Schema,
} from '${contract}';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAuth } from '../../plugins/access.ts';
import type { ${n.pascal}Service } from './${n.kebab}.service.ts';

const tags = ['${n.kebab}'];
const errors = errorResponses(400, 401, 403, 404);

export const ${n.camel}Routes: FastifyPluginAsyncZod<{ service: ${n.pascal}Service }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { access: '${permission}' },
      schema: {
        tags,
        summary: 'The school’s ${n.words}, a page at a time',
        querystring: ${n.camel}ListQuerySchema,
        response: { 200: ${n.camel}ListSchema, ...errors },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.post(
    '/',
    {
      config: { access: '${permission}' },
      schema: {
        tags,
        summary: 'Add one',
        body: create${n.item}BodySchema,
        response: { 201: ${n.itemCamel}Schema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireAuth(request), request.body)),
  );
};
`,
    [`${dir}/${n.kebab}.module.ts`]: `import { defineModule } from '../module.ts';
import { ${n.camel}Routes } from './${n.kebab}.routes.ts';
import { create${n.pascal}Service, type ${n.pascal}Service } from './${n.kebab}.service.ts';
import * as tables from './${n.kebab}.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    '${n.kebab}': ${n.pascal}Service;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    '${n.kebab}.created': true;
  }
}

export const ${n.camel}Module = defineModule({
  name: '${n.kebab}',
  tables,
  create: ({ db, clock, use }) => create${n.pascal}Service({ db, audit: use('audit'), clock }),
  routes: (app, service) => app.register(${n.camel}Routes, { prefix: '/api/${n.kebab}', service }),
});
`,
    [`apps/server/test/modules/${n.kebab}/${n.kebab}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../support/actors.ts';
import { createSchool } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('${n.words}', () => {
  it('adds one and lists it, newest first, searchable', async () => {
    const admin = await signInAs(t, 'sadmin');
    for (const title of ['First', 'Second']) {
      expect((await admin.api.post('/api/${n.kebab}', { title })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const list = await admin.api.get('/api/${n.kebab}?pageSize=1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ title: 'Second' }] });
    const found = await admin.api.get('/api/${n.kebab}?q=firs');
    expect(found.json().items.map((i: { title: string }) => i.title)).toEqual(['First']);
  });

  it('refuses an empty title, naming the field', async () => {
    const admin = await signInAs(t, 'sadmin');
    const response = await admin.api.post('/api/${n.kebab}', { title: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldCodes).toEqual({ title: 'required' });
  });

  it('keeps each school to its own', async () => {
    const mine = await signInAs(t, 'sadmin');
    const other = await signInAs(t, 'sadmin');
    await other.api.post('/api/${n.kebab}', { title: 'Elsewhere' });
    expect((await mine.api.get('/api/${n.kebab}')).json().total).toBe(0);
    const foreign = (await createSchool(t.database.db)).id;
    expect((await mine.api.get(\`/api/${n.kebab}?schoolId=\${foreign}\`)).statusCode).toBe(404);
  });

  it('lets the platform admin work inside a school it names', async () => {
    const school = await signInAs(t, 'sadmin');
    const admin = await signInAs(t, 'admin');
    expect((await admin.api.get('/api/${n.kebab}')).statusCode).toBe(400);
    const created = await admin.api.post('/api/${n.kebab}', { title: 'By the platform', schoolId: school.schoolId });
    expect(created.statusCode).toBe(201);
    expect((await school.api.get('/api/${n.kebab}')).json().total).toBe(1);
  });

  it('is closed to the signed-out', async () => {
    const anonymous = await signInAs(t, 'anonymous');
    expect((await anonymous.api.get('/api/${n.kebab}')).statusCode).toBe(401);
  });
});
`,
  };
}
