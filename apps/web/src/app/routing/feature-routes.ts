import type { Permission } from '@school/shared/auth/roles';
import type { QueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../features/account/routes';
import { classesRoutes } from '../../features/classes/routes';
import { notificationsRoutes } from '../../features/notifications/routes';
import { schoolRoutes } from '../../features/school/routes';
import { studentsRoutes } from '../../features/students/routes';
import { walletRoutes } from '../../features/wallet/routes';
import type { LazyPage } from '../../lib/lazy-page';

/**
 * A page a feature provides inside the console shell. Paths of spec §2 replace their
 * "being built" placeholder; other paths (details, forms) are added with their permission.
 */
export type FeatureRoute = {
  path: string;
  page: LazyPage;
  permission?: Permission;
  /**
   * Starts fetching what the page shows first for this address, so that on opening it the data
   * loads beside the page's code instead of after it (see app/routing/preload.ts).
   */
  preloadData?: (queryClient: QueryClient, url: URL) => void;
};

export const featureRoutes: FeatureRoute[] = [
  ...notificationsRoutes,
  ...accountRoutes,
  ...schoolRoutes,
  ...studentsRoutes,
  ...classesRoutes,
  ...walletRoutes,
];
