import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:mantine-styles';
const resolvedId = `\0${virtualId}`;
const baseSheets = ['baseline.layer.css', 'default-css-variables.layer.css', 'global.layer.css'];
const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's stylesheet in parts, each arriving with the code that needs it. Whole, it is 250 kB
 * (31 kB gzip) that every page waited for before its first paint, most of it for components the
 * page does not show. The build gives the entry Mantine's base (reset, variables, global classes:
 * the `virtual:mantine-styles` module that src/main.tsx imports) and adds to each component's
 * class-name module (`<Name>.module.mjs`) an import of its stylesheet
 * (`@mantine/core/styles/<Name>.layer.css`), so the bundler puts a component's rules in the
 * chunk that holds its code. The `.layer.css` files put them in the `mantine` cascade layer:
 * the app's own CSS takes precedence over them whatever order the files arrive in.
 * The development server bundles dependencies beforehand, out of reach of this transform, so it
 * loads the whole stylesheet.
 *
 * A Mantine release that renames a stylesheet, or stops shipping class-name modules where this
 * looks for them, fails the build instead of leaving components unstyled.
 */
export function mantineStylesByComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = path.dirname(require.resolve('@mantine/core/styles/baseline.layer.css'));
  const componentStyles = new Set(readdirSync(stylesDir));
  let whole = false;
  let components = 0;
  return {
    name: 'school-console:mantine-styles-by-component',
    configResolved(config) {
      whole = config.command === 'serve';
    },
    buildStart() {
      components = 0;
      for (const file of baseSheets) {
        if (!componentStyles.has(file)) this.error(`Mantine has no stylesheet styles/${file}`);
      }
      if (!existsSync(path.join(stylesDir, '..', 'styles.layer.css'))) {
        this.error('Mantine has no stylesheet styles.layer.css');
      }
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const files = whole ? ['styles.layer.css'] : baseSheets.map((file) => `styles/${file}`);
      return files.map((file) => `import '@mantine/core/${file}';`).join('\n');
    },
    transform(code, id) {
      if (whole) return null;
      const name = componentModule.exec(id)?.[1];
      if (!name) return null;
      const file = `${name}.layer.css`;
      if (!componentStyles.has(file)) {
        this.error(`Mantine has no stylesheet ${file} for ${path.basename(id)}`);
      }
      components += 1;
      return { code: `${code}\nimport '@mantine/core/styles/${file}';`, map: null };
    },
    buildEnd(error) {
      if (!error && !whole && components === 0) {
        this.error('No Mantine class-name module (<Name>.module.mjs) was found to style');
      }
    },
  };
}
