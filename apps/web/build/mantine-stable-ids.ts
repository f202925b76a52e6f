import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url));
const target = /(^|\/)use-id\/use-id\.mjs$/;

/**
 * Points @mantine/hooks' own useId module at src/lib/mantine-use-id.ts (see there why). A
 * Mantine release that moves or renames that module must fail the build: otherwise the redirect
 * would silently stop and the ids would differ again.
 */
export function mantineStableIds(): Plugin {
  let redirected = false;
  let build = false;
  return {
    name: 'school-console:mantine-stable-ids',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      const require = createRequire(import.meta.url);
      const entry = require.resolve('@mantine/hooks');
      const hooks = entry.slice(0, entry.lastIndexOf(`${path.sep}cjs${path.sep}`));
      const file = path.join(hooks, 'esm', 'use-id', 'use-id.mjs');
      if (!existsSync(file)) this.error(`@mantine/hooks has no ${file} to redirect any more`);
      redirected = false;
    },
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/') && target.test(source)) {
        redirected = true;
        return replacement;
      }
      return null;
    },
    buildEnd(error) {
      // The development server resolves on demand; a build has seen every import by now.
      if (!error && build && !redirected) {
        this.error('@mantine/hooks no longer imports use-id/use-id.mjs: the redirect did nothing');
      }
    },
  };
}
