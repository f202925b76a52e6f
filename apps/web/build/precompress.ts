import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed
 * once at the highest levels; the server sends the one the browser accepts (preCompressed). The
 * files copied from public/ count too: boot.js blocks the first paint, and travels at a third of
 * its size compressed.
 */
export function precompress(): Plugin {
  let publicDir = '';
  return {
    name: 'school-console:precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const copied = publicDir ? await readdir(publicDir, { recursive: true }) : [];
      const files = [...Object.keys(bundle), ...copied].filter((file) =>
        /\.(js|css|html|svg|json)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
