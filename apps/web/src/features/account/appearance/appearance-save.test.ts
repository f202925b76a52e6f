import type { Preferences } from '@school/shared/account/account.contract';
import { defaultPreferences } from '@school/shared/account/account.contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a fresh store: the modules keep the signed-in account's state.
async function load() {
  vi.resetModules();
  const save = await import('./appearance-save');
  const store = await import('./appearance-store');
  return { ...save, ...store };
}

type Pending = { body: Preferences; resolve: (stored: Preferences) => void; reject: () => void };

/** A server whose answers the test releases, one request at a time. */
function slowServer() {
  const requests: Pending[] = [];
  const send = (body: Preferences) =>
    new Promise<Preferences>((resolve, reject) =>
      requests.push({ body, resolve, reject: () => reject(new Error('offline')) }),
    );
  return { requests, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving appearance changes', () => {
  let m: Awaited<ReturnType<typeof load>>;
  beforeEach(async () => {
    m = await load();
  });

  it('sends one change at a time and the latest last, skipping those it replaced', async () => {
    const server = slowServer();
    m.startAppearanceSaver(server.send);
    m.loadAppearance(defaultPreferences);
    m.chooseAppearance({ ...defaultPreferences, theme: 'dark' });
    m.chooseAppearance({ ...defaultPreferences, theme: 'light' });
    m.chooseAppearance({ ...defaultPreferences, theme: 'light', layout: 'full' });
    expect(server.requests.map((r) => r.body.theme)).toEqual(['dark']);
    expect(m.savedAppearance()?.layout).toBe('full');

    const done = m.whenSaved();
    server.requests[0]?.resolve(server.requests[0].body);
    await settle();
    expect(server.requests.map((r) => r.body.layout)).toEqual(['vertical', 'full']);
    server.requests[1]?.resolve(server.requests[1].body);
    expect(await done).toBe(true);
    expect(m.savedAppearance()).toEqual({ ...defaultPreferences, theme: 'light', layout: 'full' });
  });

  it('puts the confirmed settings back when a change is refused', async () => {
    const server = slowServer();
    m.startAppearanceSaver(server.send);
    m.loadAppearance({ ...defaultPreferences, theme: 'dark' });
    m.chooseAppearance({ ...defaultPreferences, theme: 'light' });
    const done = m.whenSaved();
    server.requests[0]?.reject();
    expect(await done).toBe(false);
    expect(m.savedAppearance()?.theme).toBe('dark');
  });

  it('keeps a switch made before the settings were known and saves it with them', async () => {
    const server = slowServer();
    m.startAppearanceSaver(server.send);
    const done = m.saveThemeSwitch('dark');
    expect(server.requests).toHaveLength(0);
    m.loadAppearance({ ...defaultPreferences, layout: 'full' });
    expect(server.requests[0]?.body).toEqual({
      ...defaultPreferences,
      theme: 'dark',
      layout: 'full',
    });
    server.requests[0]?.resolve(server.requests[0].body);
    expect(await done).toBe(true);
  });

  it('does not let a refetch answered during a save undo the change on screen', () => {
    const server = slowServer();
    m.startAppearanceSaver(server.send);
    m.loadAppearance(defaultPreferences);
    m.chooseAppearance({ ...defaultPreferences, theme: 'dark' });
    m.loadAppearance(defaultPreferences);
    expect(m.savedAppearance()?.theme).toBe('dark');
  });
});
