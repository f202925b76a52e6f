import { useState } from 'react';

let lastId = 0;

/**
 * Stands in for @mantine/hooks' useId (vite.config.ts). The library's own gives a component a
 * provisional id and replaces it with a random one right after mounting, for server rendering
 * that this console does not do — so every input, menu and the shell's frame drew twice on
 * start. This one gives each component a page-unique id once. A given id wins, as in the library.
 */
export function useId(staticId?: string): string {
  const [id] = useState(() => `mantine-${(lastId += 1).toString(36)}`);
  return typeof staticId === 'string' ? staticId : id;
}
