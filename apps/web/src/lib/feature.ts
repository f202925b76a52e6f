import type { Permission } from '@school/shared/auth/roles';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { i18n } from '../i18n/i18n';
import { registerLocales, type LocaleLoader } from '../i18n/locale-registry';
import type { FeatureNamespace } from '../i18n/resources';
import { lazyPage, type LazyPage } from './lazy-page';

/** A page's module, loaded when the page is first opened (one chunk per page). */
export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page a feature provides inside the console shell. A path of spec §2 (the menu and the routes
 * beside it in packages/shared/src/layout/menu.ts) replaces its "being built" placeholder and is
 * opened by the permission the menu names; any other path (details, forms) names its own.
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

/** What a feature's routes.ts exports as `feature`; the app finds every one (app/routing). */
export type Feature = {
  namespace: FeatureNamespace;
  /** The shell itself shows parts of this feature (the bell), so its strings load with the shell. */
  inShell: boolean;
  routes: FeatureRoute[];
};

type FeatureDefinition = {
  namespace: FeatureNamespace;
  /** `import.meta.glob('./locales/*.json', { import: 'default' })`: one bundle per language. */
  locales: Record<string, LocaleLoader>;
  inShell?: boolean;
  routes: (Omit<FeatureRoute, 'page'> & { page: PageModule })[];
};

/**
 * Loads namespaces in the current language and English (the fallback). Never fails: a bundle that
 * cannot be had leaves English in its place. Before i18next is set up (main.tsx starts that first)
 * it would load nothing, so it waits for that.
 */
export function loadFeatureStrings(namespaces: readonly string[]): Promise<void> {
  if (i18n.isInitializing || i18n.isInitialized) return i18n.loadNamespaces([...namespaces]);
  return new Promise((resolve) => {
    const ready = () => {
      i18n.off('initialized', ready);
      resolve(i18n.loadNamespaces([...namespaces]));
    };
    i18n.on('initialized', ready);
  });
}

/**
 * Registers a feature's locales and wraps its pages: opening (or preloading) a page loads its
 * code and the feature's strings side by side, and the page first draws with both in place.
 * Routes that share a page module share one lazy page.
 */
export function defineFeature({ namespace, locales, inShell, routes }: FeatureDefinition): Feature {
  registerLocales(namespace, locales);
  const pages = new Map<PageModule, LazyPage>();
  const pageOf = (load: PageModule): LazyPage => {
    let page = pages.get(load);
    if (!page) {
      page = lazyPage(() =>
        Promise.all([load(), loadFeatureStrings([namespace])]).then(([module]) => module),
      );
      pages.set(load, page);
    }
    return page;
  };
  return {
    namespace,
    inShell: inShell ?? false,
    routes: routes.map((route) => ({ ...route, page: pageOf(route.page) })),
  };
}
