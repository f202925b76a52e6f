import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

type Rgb = [number, number, number];

/**
 * A valid PNG of `size` × `size` pixels, each coloured by `colour(x, y)`: the uploads endpoint
 * decodes and re-encodes what it is given, so a test needs a real image.
 */
export function pngImage(size = 8, colour: (x: number, y: number) => Rgb = () => [40, 120, 200]) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) rows.set(colour(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The image written to a temporary file, for a file chooser. */
export function pngFile(image: Buffer, name = 'image.png'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), name);
  fs.writeFileSync(file, image);
  return file;
}
