/** Roles of the platform (PRODUCT §1). The console UI is built for sadmin, editor and admin. */
export const roles = ['sadmin', 'editor', 'admin', 'tutor', 'student'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  sadmin: 'School Admin',
  editor: 'Editor',
  admin: 'Platform Admin',
  tutor: 'Tutor',
  student: 'Student',
};

export const permissions = [
  'dashboard.view',
  'student-dashboard.view',
  'feeds.view',
  // Writing posts (staff), commenting and reacting (the school's people and its tutors),
  // pinning and hiding (the school admin).
  'feeds.post',
  'feeds.comment',
  'feeds.moderate',
  'calendar.view',
  // School events on the calendar (school admin and editor) and importing an .ics file (school admin).
  'calendar.manage',
  'calendar.import',
  // Appointments: reading those one may see (a tutor or student their own), booking, moving and
  // reviewing (the school admin for its students, a student for themselves), cancelling (those
  // two and the tutor), approving, rejecting and allowances (the school admin), marking completed
  // or a no-show (the tutor and the school admin), answering a requested move (the tutor).
  'appointments.view',
  'appointments.book',
  'appointments.cancel',
  'appointments.approve',
  'appointments.deliver',
  'appointments.respond',
  'school.view',
  'school.edit',
  'students.manage',
  'classes.view',
  'classes.approve',
  'classes.create',
  'classes.propose',
  'topics.manage',
  // Reading, asking, answering (and voting, favouriting, accepting on one's own question),
  // hiding posts, and closing or reopening a topic (PRODUCT: topics).
  'topics.view',
  'topics.ask',
  'topics.answer',
  'topics.moderate',
  'topics.close',
  'tutors.search',
  // A tutor's own profile and availability; suspending a tutor (the platform admin).
  'tutors.profile',
  'tutors.suspend',
  'notifications.view',
  'notifications.announce',
  'wallet.view',
  'wallet.spend',
  'wallet.adjust',
  'chat.use',
  // Deleting anyone's chat message in the school (audited).
  'chat.moderate',
  'account.manage',
  // Acting inside any school by naming it (the platform admin's school switcher, PRODUCT §1).
  'schools.switch',
] as const;
export type Permission = (typeof permissions)[number];

const staffCommon: Permission[] = [
  'dashboard.view',
  'student-dashboard.view',
  'feeds.view',
  'feeds.post',
  'feeds.comment',
  'calendar.view',
  'school.view',
  'students.manage',
  'classes.view',
  'topics.manage',
  'topics.view',
  'topics.ask',
  'topics.answer',
  'topics.moderate',
  'tutors.search',
  'appointments.view',
  'notifications.view',
  'chat.use',
  'account.manage',
  'calendar.manage',
];

const platformAdminLacks: ReadonlySet<Permission> = new Set<Permission>([
  'classes.propose',
  'wallet.spend',
  'topics.ask',
  'topics.answer',
  'topics.moderate',
  'topics.close',
  'tutors.profile',
  'appointments.book',
  'appointments.cancel',
  'appointments.approve',
  'appointments.deliver',
  'appointments.respond',
  // Chat happens inside one school; the platform admin belongs to none (PRODUCT: chat).
  'chat.use',
  'chat.moderate',
  // School events belong to the school's own staff (PRODUCT: calendar).
  'calendar.manage',
  'calendar.import',
  // The platform admin reads a school's feed but takes no part in it.
  'feeds.post',
  'feeds.comment',
  'feeds.moderate',
]);

/**
 * The single permission matrix: the server checks routes against it and the web filters its
 * menu and routes with it. An editor cannot approve classes, spend credits or edit the school.
 */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  sadmin: [
    ...staffCommon,
    'appointments.book',
    'appointments.cancel',
    'appointments.approve',
    'appointments.deliver',
    'school.edit',
    'classes.approve',
    'classes.create',
    'notifications.announce',
    'wallet.view',
    'wallet.spend',
    'topics.close',
    'chat.moderate',
    'calendar.import',
    'feeds.moderate',
  ],
  editor: staffCommon,
  // The platform admin reads topics of any school but takes no part in them.
  admin: [...permissions.filter((p) => !platformAdminLacks.has(p))],
  tutor: [
    'appointments.view',
    'appointments.cancel',
    'appointments.deliver',
    'appointments.respond',
    'classes.propose',
    'tutors.profile',
    'notifications.view',
    'chat.use',
    'account.manage',
    'calendar.view',
    'topics.view',
    'topics.answer',
    'feeds.view',
    'feeds.comment',
  ],
  student: [
    'appointments.view',
    'appointments.book',
    'appointments.cancel',
    'notifications.view',
    'chat.use',
    'account.manage',
    'calendar.view',
    'topics.view',
    'topics.ask',
    'topics.answer',
    'feeds.view',
    'feeds.comment',
  ],
};

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Roles holding a permission; the menu's per-item permissions lists come from here. */
export function rolesWith(permission: Permission): Role[] {
  return roles.filter((role) => hasPermission(role, permission));
}
