import type { Plugin } from 'vite';
import { chunkNames } from './chunk-names.ts';
import { isPageChunk } from './page-chunks.ts';

/**
 * Marks the code a start runs for eager compilation (`//# allFunctionsCalledOnLoad`, which must
 * be a file's first line). Without it V8 compiles each function on the main thread the first time
 * it is called, and a start calls most functions of these chunks once; with it, the functions are
 * compiled on a background thread while the file downloads. The chunks: the entry, the layers every
 * page loads (`login`, `shell`, `icons`, see code-splitting.ts) and each page's own chunk. Parts loaded
 * on demand (dialogs, menus) stay lazily compiled: most of their code never runs.
 */
export function eagerCompileHints(): Plugin {
  const layers = new Set<string>(Object.values(chunkNames));
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
