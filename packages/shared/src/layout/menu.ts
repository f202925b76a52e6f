import { rolesWith, type Permission, type Role } from '../auth/roles.ts';

/**
 * The sidebar of spec §2: labels, order, routes and grouping are binding, except that the class
 * pages follow a class's life (view, approval, current, completed) rather than the spec's order.
 * Each entry names the permission that opens it; `permissions` (the roles holding it) is what the
 * menu filters by.
 */
export type MenuLink = {
  type: 'item';
  id: string;
  title: string;
  path: string;
  icon: string;
  external?: boolean;
  permission?: Permission;
};
export type MenuGroup = {
  type: 'group';
  id: string;
  title: string;
  icon: string;
  children: MenuLink[];
};
export type MenuHeader = { type: 'header'; id: string; title: string };
export type MenuEntry = MenuLink | MenuGroup | MenuHeader;

/** Addresses outside the console that the menus link to (HOME_URL, FAQ_URL); null hides the entry. */
export type SiteLinks = { home: string | null; faq: string | null };

export const menu: MenuEntry[] = [
  // Its address is configuration (HOME_URL): visibleMenu fills it in, or leaves the entry out.
  { type: 'item', id: 'home', title: 'Home', path: '', icon: 'home', external: true },
  {
    type: 'item',
    id: 'feeds',
    title: 'Feeds',
    path: '/feeds',
    icon: 'rss',
    permission: 'feeds.view',
  },
  {
    type: 'item',
    id: 'dashboard',
    title: 'Dashboard',
    path: '/',
    icon: 'dashboard',
    permission: 'dashboard.view',
  },
  {
    type: 'item',
    id: 'student-dashboard',
    title: 'Student Dashboard',
    path: '/student-dashboard',
    icon: 'user-chart',
    permission: 'student-dashboard.view',
  },
  { type: 'header', id: 'modules', title: 'MODULES' },
  {
    type: 'item',
    id: 'calendar',
    title: 'Calendar',
    path: '/calendar',
    icon: 'calendar',
    permission: 'calendar.view',
  },
  {
    type: 'item',
    id: 'appointments',
    title: 'My Appointments',
    path: '/my-appointments',
    icon: 'calendar-time',
    permission: 'appointments.view',
  },
  {
    type: 'item',
    id: 'school',
    title: 'Manage School',
    path: '/school-profile',
    icon: 'school',
    permission: 'school.view',
  },
  {
    type: 'item',
    id: 'students',
    title: 'Manage Students',
    path: '/manage-students',
    icon: 'users',
    permission: 'students.manage',
  },
  {
    type: 'group',
    id: 'classes',
    title: 'Manage Classes',
    icon: 'chalkboard',
    children: [
      {
        type: 'item',
        id: 'classes-view',
        title: 'View Classes',
        path: '/manage-classes',
        icon: 'circle',
        permission: 'classes.view',
      },
      {
        type: 'item',
        id: 'classes-approval',
        title: 'Approval Classes',
        path: '/manage-classes/approval-classes',
        icon: 'circle',
        permission: 'classes.approve',
      },
      {
        type: 'item',
        id: 'classes-current',
        title: 'Current Classes',
        path: '/manage-classes/current-classes',
        icon: 'circle',
        permission: 'classes.view',
      },
      {
        type: 'item',
        id: 'classes-completed',
        title: 'Completed Classes',
        path: '/manage-classes/completed-classes',
        icon: 'circle',
        permission: 'classes.view',
      },
    ],
  },
  {
    type: 'group',
    id: 'topics',
    title: 'My Topics',
    icon: 'messages',
    children: [
      {
        type: 'item',
        id: 'topics-questions',
        title: 'My Topic Questions',
        path: '/manage-topics',
        icon: 'circle',
        permission: 'topics.manage',
      },
      {
        type: 'item',
        id: 'topics-answers',
        title: 'My Topic Answers',
        path: '/my-topic-answers',
        icon: 'circle',
        permission: 'topics.manage',
      },
      {
        type: 'item',
        id: 'topics-favorites',
        title: 'My Favorite Topics',
        path: '/my-favorite-topics',
        icon: 'circle',
        permission: 'topics.manage',
      },
    ],
  },
  {
    type: 'item',
    id: 'find-tutor',
    title: 'Find Tutor',
    path: '/find-tutor',
    icon: 'search',
    permission: 'tutors.search',
  },
  {
    type: 'item',
    id: 'notifications',
    title: 'Notifications',
    path: '/notifications',
    icon: 'bell',
    permission: 'notifications.view',
  },
  { type: 'item', id: 'logout', title: 'Logout', path: '/authorize?log_out=true', icon: 'logout' },
];

/** Routes reached outside the sidebar (top bar, aliases) and the permission each needs. */
export const extraRoutes: { path: string; title: string; permission: Permission; icon: string }[] =
  [
    {
      path: '/account-settings',
      title: 'Account Settings',
      permission: 'account.manage',
      icon: 'settings',
    },
    { path: '/wallet', title: 'Wallet', permission: 'wallet.view', icon: 'wallet' },
    {
      path: '/credits-top-up',
      title: 'Credits Top-up',
      permission: 'wallet.spend',
      icon: 'credit-card',
    },
    { path: '/chat', title: 'Chat', permission: 'chat.use', icon: 'message' },
    {
      path: '/manage-classes/ongoing-classes',
      title: 'Ongoing Classes',
      permission: 'classes.view',
      icon: 'chalkboard',
    },
  ];

/**
 * A page that search and bookmarks offer (spec §2, §3). `id` is stable (bookmarks keep it): a menu
 * entry's id, else the last part of its path. `titleKey` names its label in the web's strings.
 */
export type PageEntry = {
  id: string;
  title: string;
  path: string;
  icon: string;
  permission?: Permission;
  titleKey: `menu.${string}` | `routes.${string}`;
};

/** Names search lists besides the routes' own (spec §2): "All Topics" is the topic list's. */
const searchVariants: PageEntry[] = [
  {
    id: 'all-topics',
    title: 'All Topics',
    path: '/manage-topics',
    icon: 'messages',
    permission: 'topics.manage',
    titleKey: 'routes.all-topics',
  },
];

/** Every page of the console search and bookmarks know, built from the menu and the routes beside it. */
export const pageEntries: readonly PageEntry[] = [
  ...menu
    // A group's entries show its icon: in the sidebar they are bullets under it, alone they need one.
    .flatMap((e) =>
      e.type === 'item'
        ? [e]
        : e.type === 'group'
          ? e.children.map((c) => ({ ...c, icon: c.icon === 'circle' ? e.icon : c.icon }))
          : [],
    )
    .filter((l) => !l.external && l.id !== 'logout')
    .map(({ id, title, path, icon, permission }) => ({
      id,
      title,
      path,
      icon,
      permission,
      titleKey: `menu.${id}` as const,
    })),
  ...extraRoutes.map(({ path, title, permission, icon }) => {
    const id = path.split('/').pop() ?? path;
    return { id, title, path, icon, permission, titleKey: `routes.${id}` as const };
  }),
  ...searchVariants,
];

/** The pages a role may open, in menu order. */
export function pagesFor(role: Role): PageEntry[] {
  return pageEntries.filter((p) => !p.permission || rolesWith(p.permission).includes(role));
}

/** The roles allowed to see an entry (spec §6: an item without a list shows for everyone). */
export function entryRoles(entry: MenuLink): Role[] | undefined {
  return entry.permission ? rolesWith(entry.permission) : undefined;
}

export function visibleMenu(
  role: Role,
  links: Pick<SiteLinks, 'home'> = { home: null },
): MenuEntry[] {
  const allowed = (link: MenuLink) => entryRoles(link)?.includes(role) ?? true;
  const out: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.type === 'item' && entry.id === 'home') {
      if (links.home) out.push({ ...entry, path: links.home });
    } else if (entry.type === 'item') {
      if (allowed(entry)) out.push(entry);
    } else if (entry.type === 'group') {
      const children = entry.children.filter(allowed);
      if (children.length > 0) out.push({ ...entry, children });
    } else {
      out.push(entry);
    }
  }
  return out;
}

/** Every console route with the permission it needs, for the router's guard. */
export function routePermissions(): { path: string; title: string; permission?: Permission }[] {
  const links = menu.flatMap((e) =>
    e.type === 'item' ? [e] : e.type === 'group' ? e.children : [],
  );
  return [...links.filter((l) => !l.external && l.id !== 'logout'), ...extraRoutes].map(
    ({ path, title, permission }) => ({ path, title, permission }),
  );
}
