import type { Page } from 'playwright-core';

/** Spec §2, in order: labels of links, the MODULES header and the two collapsible groups. */
export const schoolAdminMenu = [
  'Home',
  'Feeds',
  'Dashboard',
  'Student Dashboard',
  'MODULES',
  'Calendar',
  'My Appointments',
  'Manage School',
  'Manage Students',
  'Manage Classes',
  'View Classes',
  'Approval Classes',
  'Current Classes',
  'Completed Classes',
  'My Topics',
  'My Topic Questions',
  'My Topic Answers',
  'My Favorite Topics',
  'Find Tutor',
  'Notifications',
  'Logout',
];

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens every collapsed group, then reads the visible entry labels top to bottom. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await nav.getByRole('link', { name: 'Logout' }).waitFor();
  const collapsed = nav.locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  // A group's entries show once its opening animation has started, a frame or two after the
  // click: wait for the last entry of every group.
  const groups = await nav.locator('button[aria-expanded="true"]').all();
  for (const group of groups) {
    const list = await group.getAttribute('aria-controls');
    if (list) await nav.locator(`[id="${list}"] li`).last().waitFor({ state: 'visible' });
  }
  return nav.locator('[data-menu-label]:visible').allInnerTexts();
}
