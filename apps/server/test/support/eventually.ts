/**
 * Runs `check` until it stops throwing (an `expect` inside it passes) and returns its value; past
 * the deadline it throws the last failure. Use it for state that changes after a response, instead
 * of sleeping a guessed time.
 *
 * To show that something did NOT happen, make something later happen behind it and wait for that
 * (e.g. a second event on the same ordered stream): a pause proves nothing.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
