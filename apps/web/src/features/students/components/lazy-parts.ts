import type { ComponentType } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

/**
 * A component whose code loads the first time it shows, or earlier through `preload` (called when
 * a person points at or focuses what opens it), so it is usually there when asked for. A failed
 * download (a new version was deployed, the network dropped) is tried again by the next preload.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyPage(() => load().then((component) => ({ default: component })));
  return { Component, preload: () => void Component.preload().catch(() => undefined) };
}

export const rowMenu = onDemand(() => import('./roster-menus').then((m) => m.RowMenu));
export const columnMenu = onDemand(() => import('./roster-menus').then((m) => m.ColumnMenu));
export const studentDrawer = onDemand(() =>
  import('./student-drawer').then((m) => m.StudentDrawer),
);
export const importModal = onDemand(() => import('./import-modal').then((m) => m.ImportModal));
export const statusDialog = onDemand(() => import('./status-dialog').then((m) => m.StatusDialog));
export const deleteDialog = onDemand(() => import('./delete-dialog').then((m) => m.DeleteDialog));
export const rosterEmpty = onDemand(() => import('./roster-empty').then((m) => m.RosterEmpty));
export const allowanceDialog = onDemand(() =>
  import('./allowance-dialog').then((m) => m.AllowanceDialog),
);
