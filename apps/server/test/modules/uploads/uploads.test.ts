import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-media-'));
let t: TestApp;
let sadmin: Actor;

beforeAll(async () => {
  t = await createTestApp({ config: { mediaRoot } });
  sadmin = await signInAs(t, 'sadmin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

function multipart(
  name: string,
  content: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = '----sc-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (name: string, content: Buffer, field?: string) => {
  const { payload, headers } = multipart(name, content, field);
  return sadmin.api.post('/api/uploads', payload, { headers });
};

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

const mediaFiles = () => fs.readdirSync(mediaRoot);

describe('POST /api/uploads', () => {
  it('accepts JPEG, PNG, WebP and GIF, re-encodes them and makes a thumbnail', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const response = await upload(`photo.${format}`, await image(format));
      expect(response.statusCode, format).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ width: 64, height: 48 });
      expect(body.url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      expect(body.thumbnailUrl).toMatch(/-thumb\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename=/);
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const thumb = await sharp(
        fs.readFileSync(path.join(mediaRoot, path.basename(body.thumbnailUrl))),
      ).metadata();
      expect(thumb.width).toBeLessThanOrEqual(256);
    }
  });

  it('refuses a non-image renamed .png, and leaves nothing on disk', async () => {
    const before = mediaFiles().length;
    const response = await upload('evil.png', Buffer.from('<script>alert(1)</script>'.repeat(20)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Only JPEG, PNG, WebP and GIF images can be uploaded.',
      fields: { file: 'Only JPEG, PNG, WebP and GIF images can be uploaded.' },
      fieldCodes: { file: 'invalid_format' },
    });
    expect(mediaFiles().length).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const before = mediaFiles().length;
    const big = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const response = await upload('big.png', big);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe('The image is larger than 5 MB.');
    expect(response.json().error.fieldCodes.file).toBe('too_big');
    expect(mediaFiles().length).toBe(before);
  });

  it('refuses a broken image whose first bytes look right', async () => {
    const before = mediaFiles().length;
    const png = await image('png');
    const response = await upload('broken.png', png.subarray(0, 40));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(
      'The image could not be read. It may be damaged.',
    );
    expect(mediaFiles().length).toBe(before);
  });

  it('wants the field named file and a signed-in user', async () => {
    expect((await upload('a.png', await image('png'), 'photo')).json().error.fields.file).toBe(
      'Send the image in a field named file.',
    );
    const { payload, headers } = multipart('a.png', await image('png'));
    const anonymous = await signInAs(t, 'anonymous');
    expect((await anonymous.api.post('/api/uploads', payload, { headers })).statusCode).toBe(401);
    const json = await sadmin.api.post('/api/uploads', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('answers a missing media file with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/nope.webp' });
    expect(response.statusCode).toBe(404);
  });
});
