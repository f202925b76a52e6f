import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The pid a lock file names, or null when it names none (not a lock this code wrote). */
function ownerOf(file: string): number | null | 'gone' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Creates `file` holding this process's pid, or finds it taken. The file appears with its content
 * at once (a hard link of a written file), so no one ever reads a half-written lock.
 */
function create(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, String(process.pid));
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Takes `file` for this process: `'taken'`, or the live pid that holds it. A lock whose process is
 * provably dead is removed by one process only, the one that wins `<file>.<dead pid>` (taken the
 * same way, so a taker that died is itself taken over); it removes the lock only if it still names
 * that dead pid, so a fresh lock another process made meanwhile is never removed.
 */
function take(file: string): 'taken' | number {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (create(file)) return 'taken';
    const owner = ownerOf(file);
    if (owner === 'gone') continue;
    if (owner === process.pid) return 'taken';
    if (owner !== null && isAlive(owner)) return owner;
    const claim = `${file}.${owner ?? 'unreadable'}`;
    if (take(claim) === 'taken') {
      try {
        if (ownerOf(file) === owner) fs.rmSync(file, { force: true });
      } finally {
        fs.rmSync(claim, { force: true });
      }
    } else {
      pause(5);
    }
  }
  throw new Error(`Could not lock ${file}: it keeps changing hands.`);
}

/**
 * The embedded database is a single-process store: a second process opening the same directory
 * would corrupt it. The lock file names the owning process; a lock left by a dead process is
 * taken over by exactly one of the processes starting at the same time.
 */
export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  const owner = take(file);
  if (owner !== 'taken')
    throw new Error(
      `The embedded database in ${dir} is already open in another process (pid ${owner}). ` +
        'Stop that process first, or set DATABASE_URL to run several instances on PostgreSQL.',
    );
  return () => {
    if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
}
