import type { Role } from './roles.ts';

/**
 * Who gets what from every API route (issue 19, "the standing suite"): the expected outcome per
 * route, beside the permission matrix it follows. The authorization matrix test calls every route
 * in the server's route table as every caller from their own school and from another, and fails
 * on a route without a row here, so a new module adds its rows with its routes.
 */
export type Caller = Role | 'anonymous';

/**
 * What a route holds of a school's data (PRODUCT §1, §5):
 * - `none`: nothing of a school (health, sign-in, the subject catalogue, an image upload);
 * - `user`: the caller's own rows only; another user's ids answer 404;
 * - `school`: one school's rows; another school's ids, or another school named, answer 404, and
 *   no answer ever carries another school's data.
 */
export type Tenancy = 'none' | 'user' | 'school';

/**
 * The platform admin's cross-school power on a route, stated row by row so it is never implied:
 * - `names-school`: acts inside the school it names with `schoolId` (the school switcher);
 * - `every-school`: reads and changes any school's rows by their ids.
 */
export type PlatformReach = 'names-school' | 'every-school';

export type RouteAccessRow = {
  /** Who is let in with a well-formed request; other roles get 403, anonymous callers 401. */
  allow: 'public' | readonly Role[];
  tenancy: Tenancy;
  platform?: PlatformReach;
};

const all = ['sadmin', 'editor', 'admin', 'tutor', 'student'] as const;
const staff = ['sadmin', 'editor', 'admin'] as const;
const managers = ['sadmin', 'admin'] as const;
const askers = ['sadmin', 'editor', 'student'] as const;
const answerers = ['sadmin', 'editor', 'tutor', 'student'] as const;
const topicModerators = ['sadmin', 'editor'] as const;
const bookers = ['sadmin', 'student'] as const;
const appointmentParties = ['sadmin', 'tutor', 'student'] as const;
const calendarStaff = ['sadmin', 'editor'] as const;
const chatters = ['sadmin', 'editor', 'tutor', 'student'] as const;
const writers = ['sadmin', 'editor'] as const;
const publicMaterial: RouteAccessRow = { allow: 'public', tenancy: 'none' };
const own: RouteAccessRow = { allow: all, tenancy: 'user' };
const roster: RouteAccessRow = { allow: staff, tenancy: 'school', platform: 'names-school' };
const classStaff: RouteAccessRow = { allow: staff, tenancy: 'school', platform: 'every-school' };
const decision: RouteAccessRow = { allow: managers, tenancy: 'school', platform: 'every-school' };
const wallet: RouteAccessRow = { allow: managers, tenancy: 'school', platform: 'names-school' };
const chat: RouteAccessRow = { allow: chatters, tenancy: 'school' };
const chatOwn: RouteAccessRow = { allow: chatters, tenancy: 'user' };
// Feeds: everyone of a school reads, its staff write, its people comment, its admin moderates.
const feedModeration: RouteAccessRow = { allow: ['sadmin'], tenancy: 'school' };

/** Keyed `METHOD /path` exactly as the server registers the route. */
export const routeAccessTable: Record<string, RouteAccessRow> = {
  'GET /api/docs': publicMaterial,
  'GET /api/docs/static/*': publicMaterial,
  'GET /api/docs/static/index.html': publicMaterial,
  'GET /api/docs/static/swagger-initializer.js': publicMaterial,
  'GET /api/docs/json': publicMaterial,
  'GET /api/docs/yaml': publicMaterial,
  'GET /api/openapi.json': publicMaterial,
  'GET /api/health': publicMaterial,

  'POST /api/auth/login': publicMaterial,
  'POST /api/auth/refresh': publicMaterial,
  'POST /api/auth/logout': publicMaterial,
  'POST /api/auth/register': publicMaterial,
  'POST /api/auth/accept-invitation': publicMaterial,
  'GET /api/auth/config': publicMaterial,
  'GET /api/auth/me': own,
  'GET /api/events': own,

  'POST /api/uploads': { allow: all, tenancy: 'none' },
  'GET /api/subjects': { allow: all, tenancy: 'none' },
  'GET /api/tutors': { allow: all, tenancy: 'none' },
  // The tutor directory is the platform's, not a school's: reviews name their author only to the
  // author's own school.
  'GET /api/tutors/search': { allow: staff, tenancy: 'none' },
  'GET /api/tutors/:id': { allow: staff, tenancy: 'none' },
  'GET /api/tutors/:id/reviews': { allow: staff, tenancy: 'none' },
  'GET /api/tutors/:id/slots': { allow: staff, tenancy: 'none' },
  'POST /api/tutors/:id/suspend': { allow: ['admin'], tenancy: 'none' },
  'GET /api/tutors/me': { allow: ['tutor'], tenancy: 'user' },
  'PUT /api/tutors/me': { allow: ['tutor'], tenancy: 'user' },
  'PUT /api/tutors/me/availability': { allow: ['tutor'], tenancy: 'user' },

  'PATCH /api/account/profile': own,
  'POST /api/account/password': own,
  'GET /api/account/preferences': own,
  'PUT /api/account/preferences': own,

  'GET /api/notifications': own,
  'GET /api/notifications/counts': own,
  'POST /api/notifications/:id/read': own,
  'POST /api/notifications/read-all': own,
  'DELETE /api/notifications/:id': own,
  'POST /api/get-notifications': own,
  'POST /api/read-notification': own,
  'GET /api/read-all-notification': own,
  'POST /api/notifications/announcements': {
    allow: managers,
    tenancy: 'school',
    platform: 'names-school',
  },

  // The platform admin's school switcher: finding a school and entering it (audited).
  'GET /api/schools': { allow: ['admin'], tenancy: 'none' },
  'POST /api/schools/switch': { allow: ['admin'], tenancy: 'none' },
  'GET /api/school': roster,
  'PUT /api/school': { allow: managers, tenancy: 'school', platform: 'names-school' },

  'GET /api/students': roster,
  'POST /api/students': roster,
  'GET /api/students/grades': roster,
  'GET /api/students/export.csv': roster,
  'POST /api/students/import': roster,
  'POST /api/students/bulk-status': roster,
  'GET /api/students/:id': roster,
  'PATCH /api/students/:id': roster,
  'DELETE /api/students/:id': roster,

  // Tutors see and edit their own classes (their school is the class's), students none.
  'GET /api/classes': { allow: [...staff, 'tutor'], tenancy: 'school', platform: 'every-school' },
  'POST /api/classes': {
    allow: [...managers, 'tutor'],
    tenancy: 'school',
    platform: 'names-school',
  },
  'GET /api/classes/:id': {
    allow: [...staff, 'tutor'],
    tenancy: 'school',
    platform: 'every-school',
  },
  'PATCH /api/classes/:id': {
    allow: [...managers, 'tutor'],
    tenancy: 'school',
    platform: 'every-school',
  },
  'GET /api/classes/pending-count': classStaff,
  'POST /api/classes/bulk-approve': decision,
  'POST /api/classes/bulk-reject': decision,
  'POST /api/classes/:id/approve': decision,
  'POST /api/classes/:id/reject': decision,
  'POST /api/classes/:id/cancel': decision,
  'GET /api/classes/:id/enrolments': classStaff,
  'POST /api/classes/:id/enrolments': classStaff,
  'DELETE /api/classes/:id/enrolments/:studentId': classStaff,
  'GET /api/classes/:id/attendance': classStaff,
  'PUT /api/classes/:id/attendance': classStaff,

  'GET /api/wallet': wallet,
  'GET /api/wallet/packages': wallet,
  'GET /api/wallet/transactions': wallet,
  'GET /api/wallet/transactions/export.csv': wallet,
  'GET /api/wallet/history': wallet,
  'GET /api/wallet/top-ups': wallet,
  'GET /api/wallet/top-ups/:id/receipt': { allow: managers, tenancy: 'school' },
  // Spending is the school's own decision: the platform admin adjusts instead.
  'POST /api/wallet/top-ups': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/wallet/top-ups/:id/confirm': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/wallet/adjustments': { allow: ['admin'], tenancy: 'school', platform: 'names-school' },

  // Topics: everyone of the school reads; the platform admin reads any school, takes no part.
  'GET /api/topics': { allow: all, tenancy: 'school', platform: 'names-school' },
  'POST /api/topics': { allow: askers, tenancy: 'school' },
  'GET /api/topics/:id': { allow: all, tenancy: 'school', platform: 'every-school' },
  'PATCH /api/topics/:id': { allow: askers, tenancy: 'school' },
  'DELETE /api/topics/:id': { allow: askers, tenancy: 'school' },
  'POST /api/topics/:id/close': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/topics/:id/reopen': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/topics/:id/hide': { allow: topicModerators, tenancy: 'school' },
  'PUT /api/topics/:id/favourite': { allow: answerers, tenancy: 'school' },
  'DELETE /api/topics/:id/favourite': { allow: answerers, tenancy: 'school' },
  'GET /api/topics/:id/answers': { allow: all, tenancy: 'school', platform: 'every-school' },
  'POST /api/topics/:id/answers': { allow: answerers, tenancy: 'school' },
  'PATCH /api/answers/:id': { allow: answerers, tenancy: 'school' },
  'POST /api/answers/:id/accept': { allow: askers, tenancy: 'school' },
  'PUT /api/answers/:id/vote': { allow: answerers, tenancy: 'school' },
  'DELETE /api/answers/:id/vote': { allow: answerers, tenancy: 'school' },
  'POST /api/answers/:id/hide': { allow: topicModerators, tenancy: 'school' },

  'GET /api/appointments': { allow: all, tenancy: 'school', platform: 'names-school' },
  'GET /api/appointments/export.csv': { allow: all, tenancy: 'school', platform: 'names-school' },
  'GET /api/appointments/quote': { allow: bookers, tenancy: 'school' },
  'GET /api/appointments/:id': { allow: all, tenancy: 'school', platform: 'every-school' },
  'POST /api/appointments': { allow: bookers, tenancy: 'school' },
  'POST /api/appointments/:id/cancel': { allow: appointmentParties, tenancy: 'school' },
  'POST /api/appointments/:id/reschedule': { allow: bookers, tenancy: 'school' },
  'POST /api/appointments/:id/reschedule/accept': { allow: ['tutor'], tenancy: 'school' },
  'POST /api/appointments/:id/reschedule/decline': { allow: ['tutor'], tenancy: 'school' },
  'POST /api/appointments/:id/approve': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/appointments/:id/reject': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/appointments/:id/complete': { allow: ['sadmin', 'tutor'], tenancy: 'school' },
  'POST /api/appointments/:id/no-show': { allow: ['sadmin', 'tutor'], tenancy: 'school' },
  'POST /api/appointments/:id/review': { allow: bookers, tenancy: 'school' },
  'GET /api/students/:id/appointments-summary': roster,
  'PUT /api/students/:id/allowance': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/students/bulk-allowance': { allow: ['sadmin'], tenancy: 'school' },
  // Chat: the members of a school (the platform admin belongs to none); the legacy check answers
  // anyone with a flag, and the socket is opened by a single-use ticket rather than a header.
  'GET /api/chat/check-chat-register': publicMaterial,
  'GET /api/chat/socket': publicMaterial,
  'GET /api/chat/access': own,
  'POST /api/chat/ticket': chatOwn,
  'GET /api/chat/unread': chatOwn,
  'GET /api/chat/presence': chatOwn,
  'PUT /api/chat/presence': chatOwn,
  'GET /api/chat/contacts': chat,
  'GET /api/chat/conversations': chat,
  'POST /api/chat/conversations': chat,
  'GET /api/chat/conversations/:id': chat,
  'PATCH /api/chat/conversations/:id': chat,
  'GET /api/chat/conversations/:id/messages': chat,
  'POST /api/chat/conversations/:id/messages': chat,
  'POST /api/chat/conversations/:id/read': chat,
  'PUT /api/chat/conversations/:id/member': chat,
  'PATCH /api/chat/messages/:id': chat,
  'DELETE /api/chat/messages/:id': chat,

  'GET /api/calendar': { allow: all, tenancy: 'school', platform: 'names-school' },
  'POST /api/calendar/events': { allow: calendarStaff, tenancy: 'school' },
  'GET /api/calendar/events/:id': { allow: calendarStaff, tenancy: 'school' },
  'PATCH /api/calendar/events/:id': { allow: calendarStaff, tenancy: 'school' },
  'DELETE /api/calendar/events/:id': { allow: calendarStaff, tenancy: 'school' },
  // Moving a class session is the class's schedule edit, so it lets in whom PATCH /api/classes/:id does.
  'POST /api/calendar/move': {
    allow: [...managers, 'tutor'],
    tenancy: 'school',
    platform: 'every-school',
  },
  'POST /api/calendar/import/preview': { allow: ['sadmin'], tenancy: 'school' },
  'POST /api/calendar/import': { allow: ['sadmin'], tenancy: 'school' },
  'GET /api/calendar/feed-token': own,
  'POST /api/calendar/feed-token': own,
  'DELETE /api/calendar/feed-token': own,
  'GET /api/calendar/feed/:file': publicMaterial,
  // Search reads through each module's list with its permission; bookmarks are the caller's own.
  'GET /api/search': { allow: all, tenancy: 'school', platform: 'names-school' },
  'GET /api/search/bookmarks': own,
  'PUT /api/search/bookmarks/:pageId': own,
  'DELETE /api/search/bookmarks/:pageId': own,
  'GET /api/search/recent': own,
  'POST /api/search/recent': own,
  'GET /api/search/bookmarks/data': own,
  // A CSV export made again: only by its maker (another's id answers 404).
  'GET /api/exports/:id/download': own,
  'POST /api/update/bookmarks': own,
  'GET /api/feeds': { allow: all, tenancy: 'school', platform: 'names-school' },
  'POST /api/feeds/posts': { allow: writers, tenancy: 'school' },
  'GET /api/feeds/posts/:id': { allow: all, tenancy: 'school', platform: 'every-school' },
  'PATCH /api/feeds/posts/:id': { allow: writers, tenancy: 'school' },
  'DELETE /api/feeds/posts/:id': { allow: writers, tenancy: 'school' },
  'POST /api/feeds/posts/:id/pin': feedModeration,
  'POST /api/feeds/posts/:id/unpin': feedModeration,
  'POST /api/feeds/posts/:id/hide': feedModeration,
  'GET /api/feeds/posts/:id/comments': { allow: all, tenancy: 'school', platform: 'every-school' },
  'POST /api/feeds/posts/:id/comments': { allow: chatters, tenancy: 'school' },
  'PATCH /api/feeds/comments/:id': { allow: chatters, tenancy: 'school' },
  'DELETE /api/feeds/comments/:id': { allow: chatters, tenancy: 'school' },
  'POST /api/feeds/comments/:id/hide': feedModeration,
  'PUT /api/feeds/:targetId/reaction': { allow: chatters, tenancy: 'school' },
  'DELETE /api/feeds/:targetId/reaction': { allow: chatters, tenancy: 'school' },

  // One student's picture; money only with the wallet permission (the service leaves it out).
  'GET /api/student-dashboard/:studentId': roster,
  'GET /api/student-dashboard/:studentId/attendance.csv': roster,

  // The platform admin names a school, or (the landing page without one) gets the platform totals.
  'GET /api/dashboard': roster,
  'GET /api/dashboard/waiting': roster,
};

/** The status class a caller should meet: let in, refused (403), or asked to sign in (401). */
export function expectedOutcome(
  row: RouteAccessRow,
  caller: Caller,
): 'in' | 'forbidden' | 'sign-in' {
  if (row.allow === 'public') return 'in';
  if (caller === 'anonymous') return 'sign-in';
  return row.allow.includes(caller) ? 'in' : 'forbidden';
}
