import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consolePages, routePaths } from './console-pages.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A tree with features/<name>/routes.ts holding the given sources. */
function tree(features: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-pages-'));
  roots.push(root);
  for (const [name, source] of Object.entries(features)) {
    const dir = path.join(root, 'apps/web/src/features', name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'routes.ts'), source);
  }
  fs.mkdirSync(path.join(root, 'apps/web/src/features/no-routes'), { recursive: true });
  return root;
}

const calendarRoutes = `
const month = () => import('./pages/month-page');
export const feature = defineFeature({
  namespace: 'calendar',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    { path: '/calendar', page: month },
    { path: '/calendar/month', page: month },
    {
      path: '/calendar/events/:id',
      page: () => import('./pages/event-page').then((m) => ({ default: m.EventPage })),
    },
    {
      path: '/calendar/new',
      page: () => import('./pages/new-event-page').then((m) => ({ default: m.NewEventPage })),
      permission: 'calendar.manage',
    },
  ],
});`;

describe('console pages', () => {
  it('takes each path of a routes.ts once, without parameters or aliases of one page', () => {
    expect(routePaths(calendarRoutes)).toEqual(['/calendar', '/calendar/new']);
  });

  it('measures a new feature’s pages without any list naming them', () => {
    expect(consolePages(tree({ calendar: calendarRoutes }))).toEqual([
      { path: '/pages/login', signedIn: false },
      { path: '/', signedIn: true },
      { path: '/calendar', signedIn: true },
      { path: '/calendar/new', signedIn: true },
    ]);
  });

  it('finds the console’s own pages in this tree', () => {
    const paths = consolePages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/pages/login', '/', '/manage-students']));
    expect(paths.filter((p) => p.includes(':'))).toEqual([]);
  });
});
