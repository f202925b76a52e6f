// Preloaded into a server process by test/platform/process.test.ts: after SIGUSR2, the embedded
// engine fails as it does when it exits mid-statement (an `ExitStatus` of 1 from its main loop).
import { PGlite } from '@electric-sql/pglite';

let broken = false;
process.on('SIGUSR2', () => {
  broken = true;
});
const create = PGlite.create;
PGlite.create = async function (...args) {
  const engine = await create.apply(this, args);
  const mod = engine.Module;
  const mainLoopOnce = mod._PostgresMainLoopOnce;
  mod._PostgresMainLoopOnce = function () {
    if (broken) throw { name: 'ExitStatus', message: 'Program terminated with exit(1)', status: 1 };
    return mainLoopOnce.call(this);
  };
  return engine;
};
