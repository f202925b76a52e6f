import { acquireDirectoryLock } from '../../src/db/lock.ts';

/**
 * One of several processes racing for a data directory's lock (test/platform/db-lock.test.ts):
 * at the start time it is told, it tries once and answers; the winner holds until told to release.
 */
type Command = { go: { dir: string; at: number } } | { release: true };

let release: (() => void) | undefined;
process.on('message', (command: Command) => {
  if ('release' in command) {
    release?.();
    release = undefined;
    process.send?.({ released: true });
    return;
  }
  while (Date.now() < command.go.at) {
    // Spin to the shared start, so the processes contend as closely as they can.
  }
  try {
    release = acquireDirectoryLock(command.go.dir);
    process.send?.({ got: true });
  } catch (error) {
    process.send?.({ got: false, message: (error as Error).message });
  }
});
process.send?.({ ready: true });
