import type { ComponentType } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { AvailabilityFieldsProps } from './availability-fields';
import type { TutorFiltersProps } from './tutor-filters';

/**
 * Parts whose code loads the first time they show, or earlier through `preload` (when the
 * phone's filter button is pointed at or touched). A phone's first screen is the search and the
 * cards: the filters (selects, slider), their drawer and the calendar's date library come later.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyPage(() => load().then((component) => ({ default: component })));
  return { Component, preload: () => void Component.preload().catch(() => undefined) };
}

export const tutorFilters = onDemand<TutorFiltersProps>(() =>
  import('./tutor-filters').then((m) => m.TutorFilters),
);

export const filterDrawer = onDemand(() =>
  import('../../../components/filter-drawer').then((m) => m.FilterDrawer),
);

export const availabilityFields = onDemand<AvailabilityFieldsProps>(() =>
  import('./availability-fields').then((m) => m.AvailabilityFields),
);

/** Everything the phone's filter drawer shows. */
export function preloadFilterDrawer(): void {
  tutorFilters.preload();
  filterDrawer.preload();
  availabilityFields.preload();
}
