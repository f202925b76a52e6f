import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Actor } from '../../support/actors.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-media-limits-'));
let t: TestApp;
let sadmin: Actor;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { mediaRoot } });
  sadmin = await signInAs(t, 'sadmin');
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid RGB PNG of one colour, built row by row, so making a 6000 × 6000 one (about 100 kB)
 * does not itself take the memory the test measures.
 */
async function bigPng(width: number, height: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (data: Buffer) => parts.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + width * 3, 90);
  row[0] = 0;
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const form = (content: Buffer, name = 'photo.png') => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  return data;
};

const upload = (
  body: FormData | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { 'x-authorization': `Bearer ${sadmin.token}`, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

describe('image size limits', () => {
  it('refuses 8 images of 6000 × 6000 sent at once, unread, and memory stays flat', async () => {
    const png = await bigPng(6000, 6000);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect((await sharp(png).metadata()).width).toBe(6000);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const responses = await Promise.all(Array.from({ length: 8 }, () => upload(form(png))));
    clearInterval(sampler);
    for (const response of responses) {
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { fields: Record<string, string>; fieldCodes: Record<string, string> };
      };
      expect(error.fields.file).toBe('The image is larger than 4096 × 4096 pixels.');
      expect(error.fieldCodes.file).toBe('too_big');
    }
    // Decoding one would take over 100 MB; eight of them well over a gigabyte.
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('answers 413 to a 7 MB upload from a plain fetch, every time, and stores nothing', async () => {
    const png = Buffer.concat([
      await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer(),
      Buffer.alloc(7 * 1024 * 1024, 1),
    ]);
    for (let i = 0; i < 20; i++) {
      const response = await upload(form(png));
      expect(response.status, `try ${i}`).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'payload_too_large',
      );
    }
    expect(fs.readdirSync(mediaRoot)).toEqual([]);
  }, 120_000);

  it('never stores a cut file when the size is not announced', async () => {
    const stored = fs.readdirSync(mediaRoot).length;
    const png = Buffer.concat([
      await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer(),
      Buffer.alloc(7 * 1024 * 1024, 1),
    ]);
    const request = new Request('http://x/', { method: 'POST', body: form(png) });
    const type = request.headers.get('content-type') ?? '';
    const whole = new Uint8Array(await request.arrayBuffer());
    for (let i = 0; i < 10; i++) {
      // Streamed in uneven pieces without a length, as a proxy or a streaming client sends it.
      const size = 1000 + i * 7919;
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= whole.length) return controller.close();
          controller.enqueue(whole.slice(offset, offset + size));
          offset += size;
        },
      });
      const response = await upload(stream, { 'content-type': type });
      expect(response.status, `try ${i}`).toBe(400);
      expect(
        ((await response.json()) as { error: { fieldCodes: Record<string, string> } }).error
          .fieldCodes.file,
      ).toBe('too_big');
    }
    expect(fs.readdirSync(mediaRoot).length).toBe(stored);
  }, 120_000);
});
