import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

// The API server (apps/server) listens here in development; production serves both from one origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/media': { target: apiTarget },
};

// The code is written against React's API and rendered by Preact: React 19's renderer alone is
// larger than the whole login page may be (scripts/check-bundle-budget.mjs). preact/compat
// implements the API; src/lib/react-compat.js adds what Mantine needs beyond it.
const reactCompat = fileURLToPath(new URL('./src/lib/react-compat.js', import.meta.url));
const alias = [
  { find: /^react$/, replacement: reactCompat },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

const mantineUseId = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));

/** Points @mantine/hooks' own useId module at src/lib/mantine-use-id.ts (see there why). */
function mantineStableIds(): Plugin {
  return {
    name: 'school-console:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/') && /(^|\/)use-id\/use-id\.mjs$/.test(source)) {
        return mantineUseId;
      }
      return null;
    },
  };
}

const mantineStyles = 'virtual:mantine-styles';
const mantineStylesId = `\0${mantineStyles}`;

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
 */
function mantineStylesByComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = path.dirname(require.resolve('@mantine/core/styles/baseline.layer.css'));
  const componentStyles = new Set(readdirSync(stylesDir));
  let whole = false;
  return {
    name: 'school-console:mantine-styles-by-component',
    configResolved(config) {
      whole = config.command === 'serve';
    },
    resolveId(source) {
      return source === mantineStyles ? mantineStylesId : null;
    },
    load(id) {
      if (id !== mantineStylesId) return null;
      const files = whole
        ? ['styles.layer.css']
        : ['baseline.layer.css', 'default-css-variables.layer.css', 'global.layer.css'].map(
            (file) => `styles/${file}`,
          );
      return files.map((file) => `import '@mantine/core/${file}';`).join('\n');
    },
    transform(code, id) {
      if (whole) return null;
      const name = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/.exec(id)?.[1];
      if (!name) return null;
      const file = `${name}.layer.css`;
      // A renamed stylesheet in a later Mantine release must fail the build, not drop the rules.
      if (!componentStyles.has(file)) {
        this.error(`Mantine has no stylesheet ${file} for ${path.basename(id)}`);
      }
      return { code: `${code}\nimport '@mantine/core/styles/${file}';`, map: null };
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed
 * once at the highest levels; the server sends the one the browser accepts (preCompressed).
 */
function precompress(): Plugin {
  return {
    name: 'school-console:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** A chunk of the build by its name (codeSplitting below), with the CSS it brings. */
function chunkFiles(bundle: Rollup.OutputBundle, name: string): { js: string; css: string[] } {
  const chunk = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === name,
  );
  if (!chunk) throw new Error(`startupHints: the build has no chunk named "${name}"`);
  return { js: chunk.fileName, css: [...(chunk.viteMetadata?.importedCss ?? [])] };
}

/**
 * Lets the first files of a start travel beside the entry chunk instead of after it:
 * - the `login` chunk, which every page needs (the login page, and the console's pages share
 *   it), is preloaded by index.html itself;
 * - the `shell` chunk is named in <meta name="console-code">, and public/boot.js preloads it for
 *   a browser that was signed in last time. (Everyone else gets the login page.)
 */
function startupHints(): Plugin {
  return {
    name: 'school-console:startup-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const login = chunkFiles(bundle, 'login');
        const shell = chunkFiles(bundle, 'shell');
        const href = (file: string) => `/${file}`;
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'meta',
            attrs: { name: 'console-code', content: [shell.js, ...shell.css].map(href).join(' ') },
            injectTo: 'head-prepend',
          },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: href(login.js) },
            injectTo: 'head',
          },
          ...login.css.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            // Cross-origin mode, as the loader that applies it asks: otherwise a second request.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(file) },
            injectTo: 'head',
          })),
        ];
        return tags;
      },
    },
  };
}

/** A page's own chunk: its facade is a module under a `pages` folder. */
function isPageChunk(chunk: Rollup.OutputChunk): boolean {
  return /[\\/]src[\\/](features[\\/][^\\/]+|app)[\\/]pages[\\/][^\\/]+\.tsx$/.test(
    chunk.facadeModuleId ?? '',
  );
}

/**
 * The console's styles in one sheet. Each chunk brings its own CSS, and every style sheet added
 * while the console runs makes the browser match the whole page against all rules again: a
 * signed-in start added a dozen (the shell, the page, the menus, the toasts, the event stream's
 * parts, …), each a style pass of 10–25 ms. One `console-<hash>.css`, which the shell brings, now
 * holds the CSS of the `shell` chunk, of every chunk that it, the entry or `login` load on demand,
 * and of each page's own chunk. Left apart: the sheets of the login page's own chunks (the entry
 * and `login`: the login page loads nothing more), and those of what only a page loads (its
 * charts, date pickers or tabs, which are not part of every start). Runs before Vite lists each
 * dynamic import's CSS, writes the manifest and the HTML, so those name the merged sheet.
 */
function oneConsoleStylesheet(): Plugin {
  return {
    name: 'school-console:one-console-stylesheet',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const cssOf = (chunk: Rollup.OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
        const loginChunks = chunks.filter((chunk) => chunk.isEntry || chunk.name === 'login');
        const loginCss = new Set(loginChunks.flatMap(cssOf));
        // The frame's chunks: the shell and what the frame loads, never entering a page; then the
        // pages themselves, without what only they load.
        const frame = new Set([...loginChunks, ...chunks.filter((c) => c.name === 'shell')]);
        for (const chunk of frame) {
          for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
            const next = byFileName.get(name);
            if (next && !isPageChunk(next)) frame.add(next);
          }
        }
        const sheets = [...frame, ...chunks.filter(isPageChunk)];
        // In chunk order, so that the same build writes the same sheet.
        const merged = [...new Set(sheets.flatMap(cssOf))].filter((file) => !loginCss.has(file));
        if (merged.length < 2) return;
        const source = merged
          .map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') this.error(`no style sheet ${file} in the bundle`);
            return String(asset.source);
          })
          .join('\n');
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/console-${hash}.css`;
        for (const file of merged) Reflect.deleteProperty(bundle, file);
        this.emitFile({ type: 'asset', fileName, source });
        const replaced = new Set(merged);
        for (const chunk of chunks) {
          const css = chunk.viteMetadata?.importedCss;
          if (!css || ![...css].some((file) => replaced.has(file))) continue;
          for (const file of replaced) css.delete(file);
          css.add(fileName);
        }
      },
    },
  };
}

/**
 * Marks the code a start runs for eager compilation (`//# allFunctionsCalledOnLoad`, which must
 * be a file's first line). Without it V8 compiles each function on the main thread the first time
 * it is called, and a start calls most functions of these chunks once; with it, the functions are
 * compiled on a background thread while the file downloads. The chunks: the entry, the layers every
 * page loads (`login`, `shell`, `icons`, see codeSplitting) and each page's own chunk. Parts loaded
 * on demand (dialogs, menus) stay lazily compiled: most of their code never runs.
 */
function eagerCompileHints(): Plugin {
  const layers = new Set(['login', 'shell', 'icons']);
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'school-console:eager-compile-hints',
    apply: 'build',
    // After Vite's own additions, which put a line of their own at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const startsAPage = file.isEntry || layers.has(file.name) || isPageChunk(file);
          if (!startsAPage) continue;
          file.code = hint + file.code;
          // One line more at the top: a source map's mappings start one line later.
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/**
 * Chunks by when code is needed. Left to itself the bundler gives every module that two lazy
 * routes share a chunk of its own, and the students page needed about 60 files of one or two
 * kilobytes (a browser on HTTP/1.1 fetches six at a time). Instead, in layers:
 * - the entry chunk holds everything the entry imports statically;
 * - `login`: the login page and everything it imports; the console's pages use most of that
 *   code too (inputs, buttons, queries), so they load this chunk rather than copies;
 * - `shell`: the console layout and what it imports beyond the two above;
 * - `icons`: the icons that two or more of the chunks below use;
 * - each page keeps its own chunk, and parts loaded on demand stay on demand.
 * scripts/check-bundle-budget.mjs finds the login page and the shell by these chunk names.
 */
const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    {
      name: 'login',
      test: /[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/,
      priority: 2,
    },
    { name: 'shell', test: /[\\/]src[\\/]app[\\/]shell[\\/]console-layout\.tsx$/, priority: 1 },
    // An icon two pages share would otherwise be a file of its own (about 250 bytes, a request
    // each): the students page waited for eight of them.
    { name: 'icons', test: /[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 2, priority: 0 },
  ],
};

export default defineConfig({
  plugins: [
    mantineStableIds(),
    mantineStylesByComponent(),
    oneConsoleStylesheet(),
    startupHints(),
    eagerCompileHints(),
    precompress(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    // The bundle budget check reads .vite/manifest.json.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting },
      onwarn(warning, warn) {
        // "use client" in Mantine and TanStack Query marks server-component boundaries, which a
        // single-page app does not have; bundling them away is intended.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router reads React.useOptimistic when it exists and falls back when it does not.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
    },
  },
});
