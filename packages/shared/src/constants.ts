import { version } from '../../../package.json';

/** Business constants and limits of the specification (spec §9). */

/** Kept once, in the root package.json; the footer, /api/health and the OpenAPI document show it. */
export const appVersion: string = version;
export const copyrightYear = 2021;
export const starredBookmarksLimit = 10;
export const suggestionsWhileTyping = 6;
export const suggestionsIdle = 100;
export const searchResultsPerGroup = 4;
export const searchGroups = ['Pages', 'Files', 'Contacts'] as const;
/** Below this width the sidebar hides behind a burger button. */
export const sidebarBreakpointPx = 1200;
export const sidebarShadowAfterPx = 100;
export const navbarScrolledAfterPx = 50;
export const scrollToTopAfterPx = 160;
/** Access tokens live at most 15 minutes (PRODUCT §5). */
export const accessTokenTtlSeconds = 15 * 60;
export const refreshTokenTtlDays = 30;
export const loginFailureLimit = 10;
export const loginFailureWindowSeconds = 60;
export const localStorageUserKey = 'user';
export const logoutPath = '/authorize?log_out=true';
export const loginPath = '/pages/login';
export const notAuthorizedPath = '/misc/not-authorized';
export const authorizePath = '/authorize';
