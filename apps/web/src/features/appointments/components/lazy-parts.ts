import type { ComponentType } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { AppointmentFiltersProps } from './appointment-filters';

/**
 * Parts whose code loads the first time they show, or earlier through `preload` (the phone's
 * filter button pointed at or touched): the list's first screen is the tabs and the rows.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyPage(() => load().then((component) => ({ default: component })));
  return { Component, preload: () => void Component.preload().catch(() => undefined) };
}

export const appointmentFilters = onDemand<AppointmentFiltersProps>(() =>
  import('./appointment-filters').then((m) => m.AppointmentFilters),
);

export const filterDrawer = onDemand(() =>
  import('../../../components/filter-drawer').then((m) => m.FilterDrawer),
);

export function preloadFilterDrawer(): void {
  appointmentFilters.preload();
  filterDrawer.preload();
}
