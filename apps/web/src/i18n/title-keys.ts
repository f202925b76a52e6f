import type app from './locales/en.json';

/** The title of a console route: a spec §2 menu entry, or a route reached outside the menu. */
export type TitleKey = `menu.${keyof typeof app.menu}` | `routes.${keyof typeof app.routes}`;

/**
 * The key of a menu entry's label. Menu ids are data (packages/shared/src/layout/menu.ts), so the
 * compiler cannot check them against the strings; i18n/locales.test.ts proves each has one.
 */
export function menuKey(id: string): TitleKey {
  return `menu.${id}` as TitleKey;
}

/** A route outside the menu is titled by the last part of its path (`routes.wallet`). */
export function routeKey(path: string): TitleKey {
  return `routes.${path.split('/').pop() ?? path}` as TitleKey;
}
