import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBundleBudget, formatBudgetReport } from '../scripts/check-bundle-budget.ts';

const script = path.resolve(import.meta.dirname, '../scripts/check-bundle-budget.ts');
const run = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, dir], { encoding: 'utf8' });
const dirs: string[] = [];

type Chunk = {
  file: string;
  /** A shared chunk's name (the build names the login and shell chunks). */
  name?: string;
  /** Size in bytes of random content, which gzip cannot shrink. */
  size: number;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Writes a dist folder with a Vite manifest and incompressible chunk files. */
function fixture(chunks: Record<string, Chunk>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const manifest: Record<string, Omit<Chunk, 'size'>> = {};
  for (const [key, { size, ...chunk }] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dir, chunk.file), randomBytes(size));
    manifest[key] = chunk;
  }
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const kB = 1000;
const login = 'src/features/auth/pages/login-page.tsx';
const layout = 'src/app/shell/console-layout.tsx';
const placeholder = 'src/components/section-being-built.tsx';

/** The shape of the real build: an entry, shared chunks, one lazy chunk per page. */
function app(extra: Record<string, Chunk> = {}, loginImports: string[] = []) {
  return {
    'index.html': {
      file: 'assets/index.js',
      size: 60 * kB,
      isEntry: true,
      imports: ['_runtime.js'],
      dynamicImports: [login, layout, placeholder],
    },
    '_runtime.js': { file: 'assets/runtime.js', size: 10 * kB, imports: ['index.html'] },
    [login]: {
      file: 'assets/login-page.js',
      src: login,
      size: 15 * kB,
      isDynamicEntry: true,
      imports: ['index.html', '_runtime.js', ...loginImports],
    },
    [layout]: {
      file: 'assets/console-layout.js',
      src: layout,
      size: 40 * kB,
      isDynamicEntry: true,
      imports: ['index.html', '_runtime.js'],
    },
    [placeholder]: {
      file: 'assets/section-being-built.js',
      src: placeholder,
      size: 2 * kB,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    ...extra,
  } satisfies Record<string, Chunk>;
}

const heavyChart: Record<string, Chunk> = {
  '_chart.js': { file: 'assets/chart.js', size: 80 * kB, imports: ['_runtime.js'] },
};

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('bundle budget', () => {
  it('passes a build within both budgets', () => {
    const result = checkBundleBudget(fixture(app()));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    const [loginGroup, shellGroup] = result.groups;
    // Entry, shared runtime and the login chunk; the shell and placeholder stay out of the login path.
    expect(loginGroup?.chunks.map((c) => c.file).sort()).toEqual([
      'assets/index.js',
      'assets/login-page.js',
      'assets/runtime.js',
    ]);
    expect(loginGroup?.gzipBytes).toBeGreaterThan(85 * kB);
    expect(loginGroup?.gzipBytes).toBeLessThan(90 * kB);
    expect(shellGroup?.chunks.map((c) => c.file)).toContain('assets/section-being-built.js');
    expect(result.notes.join()).toContain('placeholder page');
  });

  it('fails when the login page statically imports a heavy chunk, and names who pulled it in', () => {
    const dir = fixture(app(heavyChart, ['_chart.js']));
    const result = checkBundleBudget(dir);
    expect(result.ok).toBe(false);
    const loginGroup = result.groups.find((g) => g.name === 'login');
    expect(loginGroup?.ok).toBe(false);
    expect(loginGroup?.gzipBytes).toBeGreaterThan(110 * kB);
    const chart = loginGroup?.chunks[0];
    expect(chart?.file).toBe('assets/chart.js');
    expect(chart?.chain).toEqual(['index.html', `${login} (lazy)`, '_chart.js']);
    expect(formatBudgetReport(result)).toMatch(/assets\/chart\.js\s+← index\.html → .*login-page/);
    // The shell does not load the login page, so its budget is unaffected.
    expect(result.groups.find((g) => g.name === 'shell')?.ok).toBe(true);
  });

  it('does not count a heavy chunk the login page loads only on demand', () => {
    const build = app(heavyChart);
    const result = checkBundleBudget(
      fixture({ ...build, [login]: { ...build[login], dynamicImports: ['_chart.js'] } }),
    );
    expect(result.ok).toBe(true);
  });

  it('counts the shell layout and its static imports, not the menus it loads after the first screen', () => {
    const menu = 'src/app/shell/user-menu-dropdown.tsx';
    const build = app({
      [menu]: {
        file: 'assets/user-menu-dropdown.js',
        src: menu,
        size: 70 * kB,
        isDynamicEntry: true,
        imports: ['_runtime.js'],
      },
    });
    const onDemand = checkBundleBudget(
      fixture({ ...build, [layout]: { ...build[layout], dynamicImports: [menu] } }),
    );
    expect(onDemand.groups.find((g) => g.name === 'shell')?.ok).toBe(true);

    const atOnce = checkBundleBudget(
      fixture({ ...build, [layout]: { ...build[layout], imports: ['index.html', menu] } }),
    );
    const shell = atOnce.groups.find((g) => g.name === 'shell');
    expect(shell?.ok).toBe(false);
    expect(shell?.chunks[0]?.file).toBe('assets/user-menu-dropdown.js');
  });

  it('measures the students page once it exists instead of the placeholder', () => {
    const students = 'src/features/students/pages/students-page.tsx';
    const page: Chunk = {
      file: 'assets/students-page.js',
      src: students,
      size: 70 * kB,
      isDynamicEntry: true,
      imports: ['index.html'],
    };
    const result = checkBundleBudget(fixture(app({ [students]: page })));
    const shell = result.groups.find((g) => g.name === 'shell');
    expect(shell?.chunks.map((c) => c.file)).toContain('assets/students-page.js');
    expect(shell?.chunks.map((c) => c.file)).not.toContain('assets/section-being-built.js');
    expect(shell?.ok).toBe(false);
    expect(result.notes).toEqual([]);
  });

  it('finds the login page and the shell in the named chunks the build groups them into', () => {
    // The build puts each, with what it imports, into one chunk keyed by name rather than source.
    const { [login]: _login, [layout]: _layout, ...rest } = app();
    const grouped = {
      ...rest,
      'index.html': { ...rest['index.html'], dynamicImports: ['_login.js', '_shell.js'] },
      '_login.js': {
        file: 'assets/login.js',
        name: 'login',
        size: 30 * kB,
        imports: ['index.html'],
      },
      '_shell.js': {
        file: 'assets/shell.js',
        name: 'shell',
        size: 50 * kB,
        imports: ['index.html', '_login.js'],
      },
    } satisfies Record<string, Chunk>;
    const result = checkBundleBudget(fixture(grouped));
    expect(result.errors).toEqual([]);
    const files = (name: string) =>
      result.groups
        .find((g) => g.name === name)
        ?.chunks.map((c) => c.file)
        .sort();
    expect(files('login')).toEqual(['assets/index.js', 'assets/login.js', 'assets/runtime.js']);
    expect(files('shell')).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/runtime.js',
      'assets/section-being-built.js',
      'assets/shell.js',
    ]);
    // The login chunk the shell imports counts towards the shell's budget too.
    const shell = result.groups.find((g) => g.name === 'shell');
    expect(shell?.gzipBytes).toBeGreaterThan(150 * kB);
    expect(shell?.ok).toBe(true);
  });

  describe('each page', () => {
    const calendar = 'src/features/calendar/pages/calendar-page.tsx';
    const page = (size: number, imports: string[] = []): Record<string, Chunk> => ({
      [calendar]: {
        file: 'assets/calendar-page.js',
        src: calendar,
        size,
        isDynamicEntry: true,
        imports: ['index.html', ...imports],
      },
    });
    /** The page's source, where it may declare its own budget. */
    const sources = (text: string) => {
      const dir = fixture({});
      fs.mkdirSync(path.join(dir, path.dirname(calendar)), { recursive: true });
      fs.writeFileSync(path.join(dir, calendar), text);
      return dir;
    };

    it('fails a page whose own chunk is over 40 kB, and names it', () => {
      const result = checkBundleBudget(fixture(app(page(45 * kB))), {
        sourceDir: sources('export function CalendarPage() {}'),
      });
      expect(result.ok).toBe(false);
      expect(result.groups.every((g) => g.ok)).toBe(true);
      expect(result.pages.find((p) => p.src === calendar)).toMatchObject({
        ok: false,
        declared: false,
        budgetBytes: 40 * kB,
      });
      expect(formatBudgetReport(result)).toMatch(
        /calendar-page\.tsx \(assets\/calendar-page\.js\) of 40\.0 kB — OVER BUDGET/,
      );
    });

    it('holds a page to the budget its source declares', () => {
      const declared = sources('// bundle-budget: 90 kB — the month grid library\n');
      const within = checkBundleBudget(fixture(app(page(80 * kB))), { sourceDir: declared });
      expect(within.ok).toBe(true);
      expect(formatBudgetReport(within)).toMatch(/of 90\.0 kB, declared by the page — ok/);
      const over = checkBundleBudget(fixture(app(page(95 * kB))), { sourceDir: declared });
      expect(over.pages.find((p) => p.src === calendar)?.ok).toBe(false);
    });

    it('does not count the chunks a page shares with others against it', () => {
      const result = checkBundleBudget(
        fixture(app({ ...heavyChart, ...page(10 * kB, ['_chart.js']) })),
        {
          sourceDir: sources(''),
        },
      );
      expect(result.pages.find((p) => p.src === calendar)?.ok).toBe(true);
      expect(result.ok).toBe(true);
    });
  });

  it('fails when the manifest is missing', () => {
    const result = checkBundleBudget(path.join(os.tmpdir(), 'sc-budget-no-such-dir'));
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatch(/No build manifest/);
  });

  it('exits 1 from the command line when over budget and 0 within it', () => {
    const over = run(fixture(app(heavyChart, ['_chart.js'])));
    expect(over.status).toBe(1);
    expect(over.stdout).toContain('OVER BUDGET');
    const within = run(fixture(app()));
    expect(within.status).toBe(0);
  });
});
