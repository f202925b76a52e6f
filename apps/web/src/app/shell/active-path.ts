import type { MenuEntry, MenuLink } from '@school/shared/layout/menu';

/** Route variants that light up another entry (spec §2: Ongoing Classes is Current Classes). */
const aliases: Record<string, string> = {
  '/manage-classes/ongoing-classes': '/manage-classes/current-classes',
};

export function isActiveLink(link: MenuLink, pathname: string): boolean {
  if (link.external) return false;
  const current = aliases[pathname] ?? pathname;
  return link.path === current;
}

export function hasActiveChild(entry: MenuEntry, pathname: string): boolean {
  return entry.type === 'group' && entry.children.some((child) => isActiveLink(child, pathname));
}
