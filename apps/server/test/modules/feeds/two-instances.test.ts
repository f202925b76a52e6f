import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { signInAs } from '../../support/actors.ts';
import { openEventStream } from '../../support/sse.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../support/test-database.ts';
import { post } from './feeds-world.ts';

// Two instances on one PostgreSQL database: a post written on one reaches streams on the other
// through the event bus, filtered by audience there too.
let owner: (DatabaseHandle & { url?: string }) | undefined;
const apps: TestApp[] = [];
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') owner = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await owner?.close();
});

async function instance(): Promise<{ t: TestApp; base: string }> {
  const database = await openDatabase({ kind: 'postgres', url: owner?.url ?? '' });
  const t = await createTestApp({ database, eventsHeartbeatMs: 600_000 });
  apps.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { t, base: `http://127.0.0.1:${address.port}/api/events` };
}

describe.runIf(testDatabaseKind === 'postgres')('the feed across two instances', () => {
  it('delivers a post written on one instance to the streams of the other, by audience', async () => {
    const a = await instance();
    const b = await instance();
    const sadmin = await signInAs(a.t, 'sadmin');
    const student = await signInAs(a.t, 'student', { schoolId: sadmin.schoolId });
    const editor = await signInAs(a.t, 'editor', { schoolId: sadmin.schoolId });
    const streams = [openEventStream(b.base, student.token), openEventStream(b.base, editor.token)];
    try {
      for (const s of streams)
        await s.waitFor((events) => events.some((e) => e.event === 'counts'));
      const staffOnly = await post(sadmin, { body: '<p>Staff</p>', audience: 'staff' });
      const open = await post(sadmin, { body: '<p>All</p>' });
      for (const s of streams)
        await s.waitFor((events) => events.some((e) => (e.data as { id?: string }).id === open.id));
      const ids = (i: number) =>
        streams[i]?.events
          .filter((e) => e.event === 'feeds.item')
          .map((e) => (e.data as { id: string }).id);
      expect(ids(0)).toEqual([open.id]);
      expect(ids(1)).toEqual([staffOnly.id, open.id]);
    } finally {
      for (const s of streams) await s.close();
    }
  });
});
