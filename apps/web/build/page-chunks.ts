import type { Rollup } from 'vite';
import { pageModule } from './chunk-names.ts';

/** A page's own chunk: its facade is a module under a `pages` folder. */
export function isPageChunk(chunk: Rollup.OutputChunk): boolean {
  return pageModule.test(chunk.facadeModuleId ?? '');
}
