import { routePermissions } from '@school/shared/layout/menu';
import { describe, expect, it } from 'vitest';
import { featureRoutes, features, permissionOf } from './features';

const specPaths = new Set(routePermissions().map((route) => route.path));

describe('features', () => {
  it('finds every feature folder with a routes.ts', () => {
    const folders = Object.keys(import.meta.glob('../../features/*/routes.ts')).map(
      (file) => file.split('/')[3],
    );
    expect(features.map((feature) => feature.namespace).sort()).toEqual(folders.sort());
  });

  // The menu (packages/shared/src/layout/menu.ts) is the one place a spec §2 path's permission
  // is named; a second one on the route could only disagree with it.
  it('leaves the permission of a menu path to the menu, and names it for every other', () => {
    for (const route of featureRoutes) {
      if (specPaths.has(route.path)) expect(route.permission, route.path).toBeUndefined();
      else expect(route.permission, route.path).toBeDefined();
      expect(permissionOf(route), route.path).toBeDefined();
    }
  });

  it('opens each path with one page', () => {
    const paths = featureRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
