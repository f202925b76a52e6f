import { chunkNames, chunkSources, endsWith } from './chunk-names.ts';

/**
 * Chunks by when code is needed. Left to itself the bundler gives every module that two lazy
 * routes share a chunk of its own, and the students page needed about 60 files of one or two
 * kilobytes (a browser on HTTP/1.1 fetches six at a time). Instead, in layers:
 * - the entry chunk holds everything the entry imports statically;
 * - `login`: the login page and everything it imports; the console's pages use most of that
 *   code too (inputs, buttons, queries), so they load this chunk rather than copies;
 * - `shell`: the console layout and what it imports beyond the two above, and the kit's list
 *   parts that nearly every page draws;
 * - `icons`: the icons that two or more of the chunks below use;
 * - each page keeps its own chunk, and parts loaded on demand stay on demand.
 */
export const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    { name: chunkNames.login, test: endsWith(chunkSources.loginPage), priority: 2 },
    {
      name: chunkNames.shell,
      test: endsWith(chunkSources.shellLayout, ...chunkSources.shellKit),
      priority: 1,
    },
    // An icon two pages share would otherwise be a file of its own (about 250 bytes, a request
    // each): the students page waited for eight of them.
    {
      name: chunkNames.icons,
      test: /[\\/]@tabler[\\/]icons-react[\\/]/,
      minShareCount: 2,
      priority: 0,
    },
  ],
};
