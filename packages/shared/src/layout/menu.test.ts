import { describe, expect, it } from 'vitest';
import { menu, routePermissions, visibleMenu, type MenuEntry } from './menu.ts';

const flat = (entries: MenuEntry[]) =>
  entries.flatMap((e) =>
    e.type === 'group' ? [e.title, ...e.children.map((c) => c.title)] : [e.title],
  );

describe('sidebar menu (spec §2)', () => {
  it('lists the entries of the specification in order for a school admin', () => {
    expect(flat(visibleMenu('sadmin', { home: 'https://schoolhelp.example/' }))).toEqual([
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
    ]);
  });

  it('hides approval from an editor, who may view appointments but not book them', () => {
    const titles = flat(visibleMenu('editor'));
    expect(titles).not.toContain('Approval Classes');
    expect(titles).toContain('My Appointments');
    expect(titles).toContain('Manage Students');
  });

  it('keeps items without a permission list visible for every role', () => {
    expect(flat(visibleMenu('student', { home: 'https://schoolhelp.example/' }))).toEqual(
      expect.arrayContaining(['Home', 'Calendar', 'Notifications', 'Logout']),
    );
    expect(menu.find((e) => e.type === 'item' && e.id === 'home')).toMatchObject({
      external: true,
    });
  });

  it('links Home to the configured site, and leaves it out when none is configured', () => {
    const home = visibleMenu('sadmin', { home: 'https://help.example.org/' }).find(
      (e) => e.type === 'item' && e.id === 'home',
    );
    expect(home).toMatchObject({ path: 'https://help.example.org/', external: true });
    expect(flat(visibleMenu('sadmin', { home: null }))).not.toContain('Home');
    expect(flat(visibleMenu('sadmin'))[0]).toBe('Feeds');
  });

  it('gives every console route a unique path', () => {
    const paths = routePermissions().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/manage-classes/ongoing-classes');
  });
});
