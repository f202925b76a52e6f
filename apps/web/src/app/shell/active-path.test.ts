import { menu, type MenuGroup, type MenuLink } from '@school/shared/layout/menu';
import { describe, expect, it } from 'vitest';
import { hasActiveChild, isActiveLink } from './active-path';

const group = (id: string) => menu.find((e): e is MenuGroup => e.type === 'group' && e.id === id);
const link = (id: string): MenuLink | undefined =>
  menu
    .flatMap((e) => (e.type === 'item' ? [e] : e.type === 'group' ? e.children : []))
    .find((l) => l.id === id);

describe('active menu entry', () => {
  it('matches the exact route, so the dashboard is not active everywhere', () => {
    const dashboard = link('dashboard');
    expect(dashboard && isActiveLink(dashboard, '/')).toBe(true);
    expect(dashboard && isActiveLink(dashboard, '/feeds')).toBe(false);
  });

  it('opens the group of the active child, including the Ongoing Classes alias', () => {
    const classes = group('classes');
    expect(classes && hasActiveChild(classes, '/manage-classes/approval-classes')).toBe(true);
    expect(classes && hasActiveChild(classes, '/manage-classes/ongoing-classes')).toBe(true);
    expect(classes && hasActiveChild(classes, '/my-topic-answers')).toBe(false);
  });

  it('lights up the entry a detail page belongs to', () => {
    const view = link('classes-view');
    const approval = link('classes-approval');
    expect(view && isActiveLink(view, '/manage-classes/5f0c2a52-0000-4000-8000-000000000000')).toBe(
      true,
    );
    expect(view && isActiveLink(view, '/manage-classes/approval-classes')).toBe(false);
    expect(approval && isActiveLink(approval, '/manage-classes/approval-classes')).toBe(true);
    const classes = group('classes');
    expect(classes && hasActiveChild(classes, '/manage-classes/new')).toBe(true);
  });

  it('never marks the external Home link active', () => {
    const home = link('home');
    expect(home && isActiveLink(home, home.path)).toBe(false);
  });
});
