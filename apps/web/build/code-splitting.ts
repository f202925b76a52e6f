import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chunkNames,
  chunkSources,
  endsWith,
  localeModule,
  shellStringsChunk,
} from './chunk-names.ts';

const features = fileURLToPath(new URL('../src/features/', import.meta.url));
/** The features whose strings the shell shows: their routes.ts says `inShell: true`. */
const shellFeatures = new Set(
  readdirSync(features).filter((feature) => {
    try {
      return /\binShell:\s*true\b/.test(readFileSync(`${features}${feature}/routes.ts`, 'utf8'));
    } catch {
      return false;
    }
  }),
);

/**
 * One file of the shell's strings per language (`shell-strings-en`): every start loads the strings
 * of each feature the shell shows (the bell, the chat badge, search, the school picker), and as a
 * file each they were four requests of a few hundred bytes to one kilobyte, beside the page's own.
 */
function shellStrings(id: string): string | null {
  const [, feature, language] = localeModule.exec(id) ?? [];
  return feature && language && shellFeatures.has(feature) ? shellStringsChunk(language) : null;
}

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
 * - `kit`: the component library's parts that many pages share, and `mantine-hooks` its hooks;
 * - each page keeps its own chunk, and parts loaded on demand stay on demand.
 */
export const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 3 },
    { name: chunkNames.login, test: endsWith(chunkSources.loginPage), priority: 2 },
    { name: shellStrings, debugName: 'shell-strings', priority: 1.5 },
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
    // Mantine's hooks that two chunks share, apart from the kit below: the students page needs one
    // of them and none of the kit's components.
    {
      name: chunkNames.hooks,
      test: /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]/,
      minShareCount: 2,
      priority: 0.5,
    },
    // The library's components that many pages share (six chunks or more: pages, and dialogs
    // loaded on demand), with their styles. Left to itself the bundler gave each set of sharers a
    // chunk of its own, and a page with a form and a dialog waited for 25–35 files of one to five
    // kilobytes before its first paint (the wallet, the class list and form, the school profile,
    // account settings): on a phone, six at a time, each a round trip. As one file they are one
    // request that travels beside the page's chunk (Vite preloads a page's imports with it).
    {
      name: chunkNames.kit,
      test: /[\\/]node_modules[\\/](?:@mantine[\\/]core|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|tabbable|clsx)[\\/]/,
      minShareCount: 6,
      priority: 0,
    },
  ],
};
