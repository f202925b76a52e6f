import {
  createElement,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';

/** A page or part loaded on first render, whose code can also be asked for ahead of time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's lazy()
export type LazyPage<T extends ComponentType<any> = ComponentType> = FunctionComponent<
  ComponentProps<T>
> & {
  /** Starts loading its code (once; again after a failed attempt). */
  preload: () => Promise<unknown>;
};

/**
 * React's lazy(), plus `preload`, and without a detour once the code is there: lazy() suspends
 * on its first render even when the code was preloaded, which draws the Suspense fallback and
 * then the component a moment later. This renders preloaded code at once, suspends (throws the
 * loading promise) while it loads, and throws a failed load to the nearest error boundary; a later
 * `preload` tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's lazy()
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  let failure: { error: unknown } | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        failure = undefined;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failure = { error };
        throw error;
      },
    ));
  function LazyPage(props: ComponentProps<T>) {
    if (loaded) return createElement(loaded, props);
    if (failure && !loading) throw failure.error;
    // Suspense waits for this promise; it must not reject into nowhere.
    throw start().catch(() => undefined);
  }
  return Object.assign(LazyPage, { preload: start });
}
