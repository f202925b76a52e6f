import os from 'node:os';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { median } from './stats.ts';

export type Argon2Cost = {
  /** One verification, nothing else running. */
  verifyMs: number;
  /** Verifications per second with `concurrency` of them in flight: the ceiling for sign-ins. */
  verifiesPerSecond: number;
  concurrency: number;
  cpus: number;
};

/** The price of the password check alone, with the server's own parameters (password.ts). */
export async function measureArgon2(concurrency: number): Promise<Argon2Cost> {
  const password = 'Bench-Password-2026';
  const hash = await hashPassword(password);
  const single: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await verify(hash, password);
    single.push(performance.now() - started);
  }
  let done = 0;
  const deadline = performance.now() + 3000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await verify(hash, password);
        done += 1;
      }
    }),
  );
  return {
    verifyMs: median(single),
    verifiesPerSecond: done / ((performance.now() - started) / 1000),
    concurrency,
    cpus: os.availableParallelism(),
  };
}
