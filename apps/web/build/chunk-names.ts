/**
 * The chunks the build names and the source files that start them: the build puts code into
 * them (code-splitting.ts, startup-hints.ts, …) and scripts/check-bundle-budget.ts finds the
 * login page and the shell by them. One module, so that the two cannot drift apart.
 */
export const chunkNames = {
  login: 'login',
  shell: 'shell',
  icons: 'icons',
  kit: 'kit',
  hooks: 'mantine-hooks',
} as const;

/** The chunk of the strings of the features the shell shows, in one language (code-splitting.ts). */
export const shellStringsChunk = (language: string) => `shell-strings-${language}`;

/** Paths below apps/web. */
export const chunkSources = {
  loginPage: 'src/features/auth/pages/login-page.tsx',
  // The layout and its static imports; the menus it loads after the first screen are on demand.
  shellLayout: 'src/app/shell/console-layout.tsx',
  // The kit's list parts, which nearly every console page draws: with the shell they cost no
  // request of their own (as chunks of their own they were four more files on the roster's start).
  shellKit: [
    'src/components/list-card.tsx',
    'src/components/pager.tsx',
    'src/components/load-error.tsx',
    'src/components/page-header.tsx',
    'src/components/empty-state.tsx',
    'src/hooks/use-list-search-params.ts',
    'src/lib/list-params.ts',
    'src/lib/page-items.ts',
    'src/lib/format-number.ts',
    // Small helpers most pages and dialogs share (a few hundred bytes to two kilobytes each): as
    // chunks of their own each was a request of its own, four of them on the roster's start.
    'src/components/search-field.tsx',
    'src/components/skeleton-block.tsx',
    'src/lib/download-file.ts',
    'src/lib/remembered.ts',
    'src/lib/use-school-format.ts',
    'src/lib/zoned-time.ts',
  ],
  studentsPages: 'src/features/students/pages/',
  studentsLocales: 'src/features/students/locales/',
  placeholderPage: 'src/components/section-being-built.tsx',
};

/** A page's own chunk starts at a module under a `pages` folder (of a feature, or of the app). */
export const pageModule = /[\\/]src[\\/](features[\\/][^\\/]+|app)[\\/]pages[\\/][^\\/]+\.tsx$/;

/**
 * What a page's own chunk may weigh (gzip, kB of 1 000 bytes) in scripts/check-bundle-budget.ts.
 * A page that needs more says so in its own source, with the reason, e.g.
 * `// bundle-budget: 90 kB — FullCalendar draws the month`, so no list names the pages.
 */
export const pageBudget = {
  defaultKb: 40,
  declaration: /\bbundle-budget:\s*(\d+(?:\.\d+)?)\s*kB\b/,
};

/** File paths as a pattern matching any of them at the end of a module id, on any platform. */
export function endsWith(...files: string[]): RegExp {
  const escaped = files.map((file) =>
    file
      .split('/')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\\\/]'),
  );
  return new RegExp(`[\\\\/](?:${escaped.join('|')})$`);
}

/** A feature's strings in one language: `features/<feature>/locales/<language>.json`. */
export const localeModule = /[\\/]features[\\/]([^\\/]+)[\\/]locales[\\/]([\w-]+)\.json$/;

/**
 * Output file names: a feature's strings in one language are `<feature>-<language>-<hash>.js`
 * (`students-de`), not five files called `de` that only their hash tells apart.
 */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const [, feature, language] = localeModule.exec(chunk.facadeModuleId ?? '') ?? [];
  return feature && language
    ? `assets/${feature}-${language}-[hash].js`
    : 'assets/[name]-[hash].js';
}
