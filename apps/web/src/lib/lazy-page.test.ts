import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Page({ name }: { name: string }) {
  return name;
}

/** What one render of the component does: returns an element, or throws (suspends or fails). */
function render(component: (props: { name: string }) => unknown): {
  element?: unknown;
  thrown?: unknown;
} {
  try {
    return { element: component({ name: 'roster' }) };
  } catch (thrown) {
    return { thrown };
  }
}

describe('lazyPage', () => {
  it('suspends while its code loads and renders at once once it is there', async () => {
    let loads = 0;
    const LazyRoster = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    const first = render(LazyRoster);
    expect(first.thrown).toBeInstanceOf(Promise);
    await first.thrown;
    const second = render(LazyRoster);
    expect(isValidElement(second.element)).toBe(true);
    expect(loads).toBe(1);
  });

  it('renders preloaded code on its first render, without suspending', async () => {
    const LazyRoster = lazyPage(() => Promise.resolve({ default: Page }));
    await LazyRoster.preload();
    expect(isValidElement(render(LazyRoster).element)).toBe(true);
  });

  it('throws a failed load to the error boundary, and a later preload tries again', async () => {
    let attempt = 0;
    const LazyRoster = lazyPage(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new Error('chunk missing'))
        : Promise.resolve({ default: Page });
    });
    const first = render(LazyRoster);
    await first.thrown; // Suspense's promise settles rather than rejecting
    expect(render(LazyRoster).thrown).toEqual(new Error('chunk missing'));
    await LazyRoster.preload();
    expect(isValidElement(render(LazyRoster).element)).toBe(true);
    expect(attempt).toBe(2);
  });
});
