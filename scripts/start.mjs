// `npm start`: builds the web console if it has not been built, then serves it and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST || path.join(root, 'apps/web/dist'));

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.log('Building the web console (first start, about a minute)…');
  // The build's per-file listing means nothing to someone starting the console; it is shown
  // only when the build fails, to say why.
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@school/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The web console did not build.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
// Ctrl+C at a terminal signals the server too; forwarding it again is harmless (the server stops
// once however many signals arrive) and reaches it when only this process was signalled.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
