import type { Names } from './names.ts';

/** packages/shared/src/<name>/: the zod-free rules and the zod contract built on them. */
export function sharedFiles(n: Names): Record<string, string> {
  const dir = `packages/shared/src/${n.kebab}`;
  return {
    [`${dir}/${n.kebab}.rules.ts`]: `/** What the ${n.words} form and the API both check (zod-free: forms import it without zod). */
export const ${n.itemCamel}TitleMaxLength = 120;
`,
    [`${dir}/${n.kebab}.contract.ts`]: `import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.contract.ts';
import { ${n.itemCamel}TitleMaxLength } from './${n.kebab}.rules.ts';

export const ${n.itemCamel}Schema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: '${n.item}' });
export type ${n.item} = z.infer<typeof ${n.itemCamel}Schema>;

export const ${n.camel}ListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['newest', 'title']).default('newest'),
  /** The school to list (the platform admin names one; others get their own). */
  schoolId: z.uuid().optional(),
});
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuerySchema>;

export const ${n.camel}ListSchema = listResponseSchema(${n.itemCamel}Schema).meta({
  id: '${n.pascal}List',
});

export const create${n.item}BodySchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(${n.itemCamel}TitleMaxLength),
  schoolId: z.uuid().optional(),
});
export type Create${n.item}Body = z.infer<typeof create${n.item}BodySchema>;
`,
  };
}
