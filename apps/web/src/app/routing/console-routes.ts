import { hasPermission, type Permission, type Role } from '@school/shared/auth/roles';
import { menu, routePermissions, type MenuLink } from '@school/shared/layout/menu';
import { menuKey, routeKey, type TitleKey } from '../../i18n/title-keys';

/** A route inside the console shell, its title's i18n key and the permission that opens it. */
export type ConsoleRoute = { path: string; titleKey: TitleKey; permission?: Permission };

const menuLinks: MenuLink[] = menu.flatMap((entry) =>
  entry.type === 'item' ? [entry] : entry.type === 'group' ? entry.children : [],
);
const menuIdByPath = new Map(menuLinks.map((link) => [link.path, link.id]));

function titleKey(path: string): TitleKey {
  const menuId = menuIdByPath.get(path);
  return menuId ? menuKey(menuId) : routeKey(path);
}

/** Every console route of spec §2 (menu.ts is the single source). */
export const consoleRoutes: ConsoleRoute[] = routePermissions().map(({ path, permission }) => ({
  path,
  titleKey: titleKey(path),
  ...(permission ? { permission } : {}),
}));

/**
 * Where a role lands when it may not open the dashboard (a student, a tutor): the first page of the
 * menu it may open, so signing in never ends on "not authorized".
 */
export function homePathOf(role: Role): string | undefined {
  return menuLinks.find(
    (link) =>
      link.path !== '/' &&
      consoleRoutes.some(
        (route) =>
          route.path === link.path && (!route.permission || hasPermission(role, route.permission)),
      ),
  )?.path;
}
