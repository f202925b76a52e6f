import fs from 'node:fs';
import path from 'node:path';

export type ConsolePage = { path: string; signedIn: boolean };

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The one page a visitor without a session sees. */
export const loginPage: ConsolePage = { path: '/pages/login', signedIn: false };

/**
 * The start page: the dashboard, or while that is not built the "being built" placeholder that
 * every unbuilt path of spec §2 shows (measured here once, for all of them).
 */
export const startPage: ConsolePage = { path: '/', signedIn: true };

const routeEntry = /path:\s*'(\/[^']*)'\s*,\s*page:\s*([\w$]+\s*[,}])?/g;

/**
 * The paths a feature's routes.ts declares, as written there: those with a parameter (a class,
 * a receipt) need data of their own and are left out, and so is a second path given the same
 * page by name (an alias such as /manage-classes/ongoing-classes).
 */
export function routePaths(source: string): string[] {
  const paths: string[] = [];
  const pagesSeen = new Set<string>();
  for (const [, routePath = '', pageName] of source.matchAll(routeEntry)) {
    if (routePath.includes(':')) continue;
    const name = pageName?.replace(/[\s,}]/g, '');
    if (name) {
      if (pagesSeen.has(name)) continue;
      pagesSeen.add(name);
    }
    paths.push(routePath);
  }
  return paths;
}

/**
 * Every console page there is, read from the features' routes.ts files (apps/web/src/features/*),
 * so a new page is measured without being listed anywhere: the login page signed out, then the
 * start page and each feature's pages signed in.
 */
export function consolePages(root = repoRoot): ConsolePage[] {
  const featuresDir = path.join(root, 'apps/web/src/features');
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(featuresDir, entry.name, 'routes.ts'))
    .filter((file) => fs.existsSync(file))
    .sort();
  const signedIn = new Set([startPage.path]);
  for (const file of features) {
    for (const routePath of routePaths(fs.readFileSync(file, 'utf8'))) signedIn.add(routePath);
  }
  return [loginPage, ...[...signedIn].map((pagePath) => ({ path: pagePath, signedIn: true }))];
}
