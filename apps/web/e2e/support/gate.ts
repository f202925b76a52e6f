/** A promise that the test itself settles: `passed` resolves once `open()` has been called. */
export type Gate = { passed: Promise<void>; open: () => void };

export function gate(): Gate {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
