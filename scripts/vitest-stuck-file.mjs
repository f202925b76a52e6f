// A Vitest reporter for the API test steps of `npm test`: a test file still running after
// TEST_FILE_MINUTES has its worker stuck (the embedded engine now and then spins in a query and
// never returns, holding the worker's event loop, so no test timeout can fire there). It says which
// file and ends the run with exit code 75, which scripts/test.mjs takes as a hang: it stops the
// step's processes and runs the step once more. The slowest API file takes about a minute (up to
// four on a slow day).
const limitMs = Number(process.env.TEST_FILE_MINUTES ?? 8) * 60_000;
export const stuckExitCode = 75;

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
