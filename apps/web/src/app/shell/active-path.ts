import { menu, type MenuEntry, type MenuLink } from '@school/shared/layout/menu';

/** Route variants that light up another entry (spec §2: Ongoing Classes is Current Classes). */
const aliases: Record<string, string> = {
  '/manage-classes/ongoing-classes': '/manage-classes/current-classes',
};

const menuPaths = menu
  .flatMap((entry) =>
    entry.type === 'item' ? [entry] : entry.type === 'group' ? entry.children : [],
  )
  .filter((link) => !link.external)
  .map((link) => link.path);

/**
 * The menu path a page belongs to: its own, or the longest one it lies under, so a detail page
 * such as /manage-classes/123 lights up View Classes. "/" only matches itself.
 */
function menuPathOf(pathname: string): string {
  const current = aliases[pathname] ?? pathname;
  if (menuPaths.includes(current)) return current;
  const parents = menuPaths.filter((path) => path !== '/' && current.startsWith(`${path}/`));
  return parents.sort((a, b) => b.length - a.length)[0] ?? current;
}

export function isActiveLink(link: MenuLink, pathname: string): boolean {
  if (link.external) return false;
  return link.path === menuPathOf(pathname);
}

export function hasActiveChild(entry: MenuEntry, pathname: string): boolean {
  return entry.type === 'group' && entry.children.some((child) => isActiveLink(child, pathname));
}
