import type { FeatureRoute } from '../../app/routing/feature-routes';

export const accountRoutes: FeatureRoute[] = [];
