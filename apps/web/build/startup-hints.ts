import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { chunkNames, localeModule, shellStringsChunk } from './chunk-names.ts';

type OutputChunk = Rollup.OutputChunk;

/** A chunk of the build by its name (code-splitting.ts), with the CSS it brings. */
function chunkFiles(bundle: Rollup.OutputBundle, name: string): { js: string; css: string[] } {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.name === name,
  );
  if (!chunk) throw new Error(`startupHints: the build has no chunk named "${name}"`);
  return { js: chunk.fileName, css: [...(chunk.viteMetadata?.importedCss ?? [])] };
}

/** A feature's routes.ts: its pages by path. */
const routesModule = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]routes\.ts$/;

/** The folder every file of <meta name="console-pages"> lies in, left out of its names. */
const assets = /^assets\//;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node below `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : undefined;
};

/** The module a `() => import('./pages/…')` (or a name bound to one) loads. */
function importedModule(value: Node | undefined, bindings: Map<string, Node>): string | undefined {
  const target = value?.type === 'Identifier' ? bindings.get(value.name as string) : value;
  for (const node of walk(target)) {
    const source = node.type === 'ImportExpression' ? (node.source as Node) : undefined;
    if (source?.type === 'Literal' && typeof source.value === 'string') return source.value;
  }
  return undefined;
}

/**
 * The pages a routes.ts declares (`{ path: '/…', page: () => import('./pages/…') }`, or `page:`
 * a name bound to such a function).
 */
function readPages(program: unknown): [string, string][] {
  const bindings = new Map<string, Node>();
  for (const node of walk(program)) {
    const id = node.id as Node | undefined;
    if (node.type === 'VariableDeclarator' && id?.type === 'Identifier' && isNode(node.init)) {
      bindings.set(id.name as string, node.init);
    }
  }
  const pages: [string, string][] = [];
  for (const node of walk(program)) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
    const property = (name: string) => properties.find((p) => keyName(p) === name)?.value as Node;
    const path = property('path');
    const page = importedModule(property('page'), bindings);
    if (path?.type === 'Literal' && typeof path.value === 'string' && page) {
      pages.push([path.value, page]);
    }
  }
  return pages;
}

/**
 * Lets the first files of a start travel beside the entry chunk instead of after it:
 * - the `login` chunk, which every page needs (the login page, and the console's pages share
 *   it), is preloaded by index.html itself;
 * - for a browser that was signed in last time, public/boot.js preloads the `shell` chunk with
 *   its style sheet and the English strings of the features the shell shows
 *   (<meta name="console-code">), and the opened page's own files: its chunk, the chunks it
 *   imports, their style sheets and its feature's English strings (<meta name="console-pages">,
 *   by route path). Otherwise the page's files are asked for only once the entry chunk has
 *   arrived and run: on a phone, a second wait for the largest files (the kit) after the first.
 *   (English is the fallback every start loads; another language follows the app's own loading.)
 */
export function startupHints(): Plugin {
  const pagesByFeature = new Map<string, [string, string][]>();
  return {
    name: 'school-console:startup-hints',
    apply: 'build',
    async transform(code, id) {
      const feature = routesModule.exec(id)?.[1];
      if (!feature) return null;
      const pages = readPages(this.parse(code, { lang: 'ts' }));
      const resolved: [string, string][] = [];
      for (const [path, source] of pages) {
        const target = await this.resolve(source, id);
        if (!target) this.error(`startupHints: ${source} (for ${path}) does not resolve`);
        resolved.push([path, target.id]);
      }
      pagesByFeature.set(feature, resolved);
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const login = chunkFiles(bundle, chunkNames.login);
        const shell = chunkFiles(bundle, chunkNames.shell);
        // The shell's strings chunk holds the English strings of every feature the shell shows.
        const shellStrings = chunkFiles(bundle, shellStringsChunk('en'));
        const href = (file: string) => `/${file}`;
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        );
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
        // The chunk that holds a feature's English strings: its own, or the shell's strings
        // (code-splitting.ts), which several features share.
        const englishOf = (feature: string) =>
          chunks.find((chunk) =>
            chunk.moduleIds.some((id) => {
              const [, owner, language] = localeModule.exec(id) ?? [];
              return owner === feature && language === 'en';
            }),
          )?.fileName;
        // What every start has loaded, or the shell's list brings, by the time a page loads.
        const loaded = new Set(
          chunks
            .filter((chunk) => chunk.isEntry || chunk.name === chunkNames.login)
            .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        const shellFiles = [shell.js, ...shell.css, shellStrings.js].filter(
          (file) => !loaded.has(file),
        );
        for (const file of shellFiles) loaded.add(file);

        /** A page's chunk, what it imports (transitively), their style sheets. */
        const filesOf = (page: OutputChunk): string[] => {
          const files = new Set<string>();
          const visit = (chunk: OutputChunk) => {
            if (files.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
            for (const name of chunk.imports) {
              const next = byFileName.get(name);
              if (next) visit(next);
            }
          };
          visit(page);
          return [...files].filter((file) => !loaded.has(file));
        };

        const files: string[] = [];
        const indexOf = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const pages: string[] = [];
        // In a fixed order, so that the same sources build the same index.html.
        const features = [...pagesByFeature].sort(([a], [b]) => a.localeCompare(b));
        for (const [feature, routes] of features) {
          const english = englishOf(feature);
          for (const [path, moduleId] of routes) {
            const page = byModule.get(moduleId);
            if (!page) this.error(`startupHints: no chunk starts at ${moduleId} (${path})`);
            const own = [...filesOf(page), ...(english && !loaded.has(english) ? [english] : [])];
            pages.push(`${path}=${own.map(indexOf).join(',')}`);
          }
        }
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'meta',
            attrs: { name: 'console-code', content: shellFiles.map(href).join(' ') },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            // "<files>|<path>=<index>,<index> <path>=…": files under /assets/, by position.
            attrs: {
              name: 'console-pages',
              content: `${files.map((file) => file.replace(assets, '')).join(' ')}|${pages.join(' ')}`,
            },
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
