import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page or part loaded on first render, whose code can also be asked for ahead of time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React's lazy() uses
export type LazyPage<T extends ComponentType<any> = ComponentType> = LazyExoticComponent<T> & {
  /** Starts loading its code (once; again after a failed attempt). */
  preload: () => Promise<unknown>;
};

/** React's lazy(), plus `preload`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React's lazy() uses
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(start), { preload: start });
}
