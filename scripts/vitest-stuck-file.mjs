// A Vitest reporter for the API test steps of `npm test`. The embedded engine now and then traps
// inside a statement (a WebAssembly `RuntimeError`, at random, in PGlite's own code). The server's
// database layer turns that into `EmbeddedEngineStopped` (apps/server/src/db/embedded-failure.ts),
// so the test file fails at once; a test file still running after TEST_FILE_MINUTES has its worker
// stuck some other way, holding the worker's event loop so that no test timeout can fire there.
// Either way the reporter says which file and why, and ends the run with exit code 75, which
// scripts/test.mjs takes as a hang: it stops the step's processes and runs the step once more; a
// second time, the step fails. The slowest API file takes about a minute (up to four on a slow
// day).
const limitMs = Number(process.env.TEST_FILE_MINUTES ?? 8) * 60_000;
export const stuckExitCode = 75;
/** The start of `EmbeddedEngineStopped`'s message. */
const engineStopped = 'The embedded database stopped working';

/** The first error of a finished test file that says its embedded engine stopped, if any. */
function engineStop(testModule) {
  const tests = [...testModule.children.allTests()];
  const errors = [...testModule.errors(), ...tests.flatMap((test) => test.result()?.errors ?? [])];
  for (const error of errors) {
    const text = JSON.stringify(error);
    const at = text.indexOf(engineStopped);
    if (at < 0) continue;
    const end = text.indexOf('. Start', at);
    return text.slice(at, end >= 0 ? end : at + 200);
  }
  return undefined;
}

export default class StuckFileReporter {
  running = new Map();
  timer = undefined;

  onInit() {
    this.timer = setInterval(() => this.check(), 5_000);
    this.timer.unref();
  }

  onTestModuleStart(testModule) {
    this.running.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    this.running.delete(testModule.moduleId);
    const stop = engineStop(testModule);
    if (!stop) return;
    process.stderr.write(`\n⚠ ${testModule.moduleId}: ${stop}\n`);
    process.exit(stuckExitCode);
  }

  onTestRunEnd() {
    clearInterval(this.timer);
  }

  check() {
    for (const [file, startedAt] of this.running) {
      if (Date.now() - startedAt < limitMs) continue;
      process.stderr.write(
        `\n⚠ ${file} has run for over ${limitMs / 60_000} minutes: its worker is stuck\n`,
      );
      process.exit(stuckExitCode);
    }
  }
}
