import type { ComponentType } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { AvailabilityFieldsProps } from './availability-fields';

/**
 * Parts whose code loads the first time they show, or earlier through `preload` (when the filter
 * drawer's button is pointed at, or once the first results are drawn): the calendar's date
 * library stays out of the page's first load.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyPage(() => load().then((component) => ({ default: component })));
  return { Component, preload: () => void Component.preload().catch(() => undefined) };
}

export const availabilityFields = onDemand<AvailabilityFieldsProps>(() =>
  import('./availability-fields').then((m) => m.AvailabilityFields),
);
