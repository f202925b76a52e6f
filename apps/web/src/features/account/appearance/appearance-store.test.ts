import { defaultPreferences } from '@school/shared/account/account.contract';
import { describe, expect, it } from 'vitest';
import { appearanceDefaults, colorSchemeOf, normalisePreferences } from './appearance-store';

describe('appearance defaults', () => {
  it('match the contract', () => {
    expect(appearanceDefaults).toEqual(defaultPreferences);
  });

  it('show semi-dark as a light page and leave the system theme to the device', () => {
    expect(colorSchemeOf('semi-dark')).toBe('light');
    expect(colorSchemeOf('dark')).toBe('dark');
    expect(colorSchemeOf('system')).toBe('auto');
  });
});

describe('normalisePreferences', () => {
  it('keeps valid choices and replaces anything else with the default', () => {
    expect(
      normalisePreferences({ theme: 'dark', layout: 'sideways', sidebarCollapsed: 'yes', x: 1 }),
    ).toEqual({ ...defaultPreferences, theme: 'dark' });
    expect(normalisePreferences({ theme: 'system' }).theme).toBe('system');
    expect(normalisePreferences(null)).toEqual(defaultPreferences);
  });
});
