import type { PGlite } from '@electric-sql/pglite';

/** What a statement and every later one reject with once the embedded engine has stopped. */
export class EmbeddedEngineStopped extends Error {
  constructor(cause: unknown) {
    super(
      `The embedded database stopped working (${describe(cause)}). Start School Console again: ` +
        'the database recovers everything that was committed.',
      { cause },
    );
    this.name = 'EmbeddedEngineStopped';
  }
}

/** The engine's exception in words; its `ExitStatus` is not an `Error`, but has both fields. */
function describe(cause: unknown): string {
  const { name, message } = (cause ?? {}) as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return String(cause);
  return typeof name === 'string' ? `${name}: ${message}` : message;
}

/** The parts of PGlite this reads; `Module` and the protocol call are public, the marker is not. */
type Engine = {
  Module: { _PostgresMainLoopOnce: () => void };
  execProtocolRawSync: (message: Uint8Array) => Uint8Array;
  POSTGRES_MAIN_LONGJMP?: unknown;
};

/**
 * Turns a failure of the embedded engine into an error instead of a process that hangs.
 *
 * PGlite runs each protocol message in a loop that calls the engine's main loop until the message
 * is consumed, and swallows every exception but its own error-recovery jump (an `ExitStatus` of
 * 100). When the engine exits or traps instead (an `ExitStatus` of 1, a WebAssembly
 * `RuntimeError`), it consumes nothing more, and the loop calls it again for ever: the main thread
 * spins at 100 % CPU, deaf to timers and to SIGTERM, and every request waits for ever
 * (electric-sql/pglite#1058). A `COPY … FROM STDIN`, which the engine ends by exiting when no data
 * follows, does it every time.
 *
 * The engine's main-loop call is wrapped here: the first failure that is not the recovery jump is
 * recorded and reported to `onFailure` (right after), and is thrown on so that PGlite's loop lets
 * it out (the loop reads the exception's `status` to tell the jump apart, and reading it throws);
 * the statement rejects with `EmbeddedEngineStopped`. Every later statement rejects with the same
 * error at once, without touching the engine. The engine cannot be used again in this process.
 */
export function watchForEngineFailure(client: PGlite, onFailure: (error: Error) => void) {
  const engine = client as unknown as Engine;
  const mod = engine.Module;
  const mainLoopOnce = mod._PostgresMainLoopOnce;
  // A PGlite whose inner calls are named otherwise is left as it is (embedded-failure.test.ts
  // then fails: the worker hangs).
  if (typeof mainLoopOnce !== 'function' || typeof engine.execProtocolRawSync !== 'function')
    return { stopped: () => undefined };
  const runMessage = engine.execProtocolRawSync.bind(client);
  const recoveryJump =
    typeof engine.POSTGRES_MAIN_LONGJMP === 'number' ? engine.POSTGRES_MAIN_LONGJMP : 100;
  let stopped: EmbeddedEngineStopped | undefined;

  mod._PostgresMainLoopOnce = function (this: unknown) {
    try {
      mainLoopOnce.call(this);
    } catch (error) {
      if (!stopped) {
        if ((error as { status?: unknown } | null)?.status === recoveryJump) throw error;
        const failure = new EmbeddedEngineStopped(error);
        stopped = failure;
        // Once PGlite's call has unwound: the handler may start a shutdown that uses the engine.
        queueMicrotask(() => onFailure(failure));
      }
      throw escaping(stopped);
    }
  };
  engine.execProtocolRawSync = (message) => {
    if (stopped) throw stopped;
    return runMessage(message);
  };
  return { stopped: () => stopped };
}

/** An exception PGlite's loop cannot swallow: reading its `status` throws `error`. */
function escaping(error: Error) {
  return Object.defineProperty({}, 'status', {
    get() {
      throw error;
    },
  });
}
