import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createStudent } from '../../support/factories.ts';
import { card, idempotent } from '../../security/world.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-media-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { mediaRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

type Hit = {
  id: string;
  title: string;
  at: string | null;
  link: string;
  icon: string;
  kind?: string;
};
const files = async (actor: Actor, q: string, group = false) => {
  const response = await actor.api.get(
    `/api/search?q=${encodeURIComponent(q)}${group ? '&group=files' : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<{ groups: { group: string; items: Hit[]; more: boolean }[] }>();
  return found.groups.find((g) => g.group === 'files') ?? { items: [], more: false };
};

const png = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
async function upload(actor: Actor, fileName: string) {
  const boundary = '----sc-files-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    await png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await actor.api.post('/api/uploads', payload, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; url: string }>();
}

describe('search: Files', () => {
  it('finds an uploaded image by its name for its uploader and their school admin only', async () => {
    const admin = await signInAs(t, 'sadmin');
    const student = await signInAs(t, 'student', { schoolId: admin.schoolId });
    const classmate = await signInAs(t, 'student', { schoolId: admin.schoolId });
    const editor = await signInAs(t, 'editor', { schoolId: admin.schoolId });
    const stranger = await signInAs(t, 'sadmin');
    const image = await upload(student, 'C:\\fakepath\\Science Fair Poster.png');

    const own = await files(student, 'fair poster');
    expect(own.items).toEqual([
      expect.objectContaining({
        id: image.id,
        title: 'Science Fair Poster.png',
        link: image.url,
        icon: 'photo',
        kind: 'image',
        at: expect.any(String),
      }),
    ]);
    // The link opens the image itself.
    const served = await t.app.inject({ method: 'GET', url: own.items[0]?.link ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await files(admin, 'fair poster')).items.map((i) => i.id)).toEqual([image.id]);
    // Another student's private upload, an editor, and another school: nothing.
    expect((await files(classmate, 'fair poster')).items).toEqual([]);
    expect((await files(editor, 'fair poster')).items).toEqual([]);
    expect((await files(stranger, 'fair poster')).items).toEqual([]);
    // The platform admin, even inside the school it names, finds its own uploads only.
    const platform = await signInAs(t, 'admin');
    const ownImage = await upload(platform, 'fair-poster-platform.png');
    const named = await platform.api.get(`/api/search?q=fair+poster&schoolId=${admin.schoolId}`);
    const groups = named.json<{ groups: { group: string; items: Hit[] }[] }>().groups;
    expect(groups.find((g) => g.group === 'files')?.items.map((i) => i.id)).toEqual([ownImage.id]);
  });

  it('lists images, receipts and exports together, newest first, 4 while typing', async () => {
    const admin = await signInAs(t, 'sadmin');
    const topUp = await admin.api.post(
      '/api/wallet/top-ups',
      { credits: 137, card },
      { headers: idempotent() },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    const receipt = topUp.json<{ id: string }>();
    t.clock.advance(60_000);
    const image = await upload(admin, 'Poster 137.png');
    t.clock.advance(60_000);
    // The attendance export is named after the student: attendance-kid-k137.csv.
    const kid = await createStudent(admin, { firstName: 'Kid', lastName: 'K137' });
    const csv = await admin.api.get(`/api/student-dashboard/${kid.id}/attendance.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    t.clock.advance(60_000);
    const newest = await upload(admin, 'Another 137.png');
    for (let i = 0; i < 2; i++) {
      t.clock.advance(60_000);
      await upload(admin, `More 137 ${i}.png`);
    }

    const typing = await files(admin, '137');
    expect(typing.items).toHaveLength(4);
    expect(typing.more).toBe(true);
    const all = await files(admin, '137', true);
    expect(all.more).toBe(false);
    expect(all.items.map((i) => [i.kind, i.icon])).toEqual([
      ['image', 'photo'],
      ['image', 'photo'],
      ['image', 'photo'],
      ['export', 'file-spreadsheet'],
      ['image', 'photo'],
      ['receipt', 'receipt'],
    ]);
    expect(all.items[2]?.id).toBe(newest.id);
    expect(all.items[3]?.title).toBe('attendance-kid-k137.csv');
    expect(all.items[4]?.id).toBe(image.id);
    expect(all.items[5]?.id).toBe(receipt.id);
  });
});
