import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The import-zone errors ESLint reports for `source` as if it were the file at `file`. */
async function zoneErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('import zones (CONVENTIONS: shared → features → app, one way)', () => {
  it('refuses a feature importing another feature or the app', async () => {
    const file = 'apps/web/src/features/classes/lib/example.ts';
    expect(
      await zoneErrors(file, "export { x } from '../../students/api/list-students';\n"),
    ).toHaveLength(1);
    expect(
      await zoneErrors(file, "export { x } from '../../../app/shell/console-layout';\n"),
    ).toHaveLength(1);
  });

  it('refuses shared code importing a feature or the app', async () => {
    expect(
      await zoneErrors(
        'apps/web/src/lib/example.ts',
        "export { x } from '../features/school/routes';\n",
      ),
    ).toHaveLength(1);
    expect(
      await zoneErrors(
        'apps/web/src/components/example.tsx',
        "export { x } from '../app/providers';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import its own files and shared code', async () => {
    const file = 'apps/web/src/features/classes/lib/example.ts';
    expect(await zoneErrors(file, "export { x } from './options';\n")).toEqual([]);
    expect(await zoneErrors(file, "export { x } from '../../../lib/api-client';\n")).toEqual([]);
  });
});
