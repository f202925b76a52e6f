import { hasPermission } from '@school/shared/auth/roles';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, homePathOf } from './console-routes';

describe('homePathOf', () => {
  it('sends a role without the dashboard to the first page of the menu it may open', () => {
    for (const role of ['student', 'tutor'] as const) {
      const home = homePathOf(role);
      expect(home).toBeDefined();
      expect(home).not.toBe('/');
      const route = consoleRoutes.find((r) => r.path === home);
      expect(route?.permission && hasPermission(role, route.permission)).toBe(true);
    }
  });
});
