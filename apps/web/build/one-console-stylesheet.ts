import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { chunkNames } from './chunk-names.ts';
import { isPageChunk } from './page-chunks.ts';

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
export function oneConsoleStylesheet(): Plugin {
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
        const loginChunks = chunks.filter(
          (chunk) => chunk.isEntry || chunk.name === chunkNames.login,
        );
        const loginCss = new Set(loginChunks.flatMap(cssOf));
        // The frame's chunks: the shell and what the frame loads, never entering a page; then the
        // pages themselves, without what only they load.
        const frame = new Set([
          ...loginChunks,
          ...chunks.filter((c) => c.name === chunkNames.shell),
        ]);
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
