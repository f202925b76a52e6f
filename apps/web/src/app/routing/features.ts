import type { Feature, FeatureRoute } from '../../lib/feature';
import { consoleRoutes } from './console-routes';

/**
 * Every feature of the console: a folder under src/features with a routes.ts that exports
 * `feature` (lib/feature.ts). Found at build time, so a new feature edits no list here.
 */
const found = import.meta.glob<Feature>('../../features/*/routes.ts', {
  eager: true,
  import: 'feature',
});
export const features: Feature[] = Object.values(found);

export const featureRoutes: FeatureRoute[] = features.flatMap((feature) => feature.routes);

/** The namespaces whose strings the shell itself shows, loaded with it. */
export const shellNamespaces = features.filter((f) => f.inShell).map((f) => f.namespace);

const menuPermission = new Map(consoleRoutes.map((route) => [route.path, route.permission]));

/**
 * The permission that opens a feature's route: the menu's for a path of spec §2 (one source,
 * packages/shared/src/layout/menu.ts), the route's own for any other.
 */
export function permissionOf(route: FeatureRoute) {
  return menuPermission.has(route.path) ? menuPermission.get(route.path) : route.permission;
}
