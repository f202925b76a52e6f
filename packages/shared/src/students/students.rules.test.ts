import { describe, expect, it } from 'vitest';
import { bulkStatusBodySchema, studentFieldsSchema } from './students.contract.ts';
import { bulkStatusMaxIds, studentMaxLengths, type StudentTextField } from './students.rules.ts';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };

/** The issue codes the schema raises for one field set to `value`. */
function issuesOf(field: StudentTextField, value: string): string[] {
  const result = studentFieldsSchema.safeParse({ ...valid, [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.code);
}

describe('student limits', () => {
  const fields = Object.keys(studentMaxLengths) as StudentTextField[];
  it.each(fields)('the schema takes %s up to its limit and refuses one more', (field) => {
    const max = studentMaxLengths[field];
    expect(issuesOf(field, 'x'.repeat(max))).not.toContain('too_big');
    expect(issuesOf(field, 'x'.repeat(max + 1))).toContain('too_big');
  });

  it('counts the length after trimming', () => {
    expect(issuesOf('notes', ` ${'x'.repeat(studentMaxLengths.notes)} `)).toEqual([]);
  });

  it('a bulk change names at most the limit of students', () => {
    const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
    const body = (count: number) => ({ ids: ids(count), status: 'active' });
    expect(bulkStatusBodySchema.safeParse(body(bulkStatusMaxIds)).success).toBe(true);
    expect(bulkStatusBodySchema.safeParse(body(bulkStatusMaxIds + 1)).success).toBe(false);
  });
});
