import type app from './locales/en.json';

/**
 * The namespaces of the features and their English bundles. Each feature adds its own by
 * declaration merging in its routes.ts (`declare module '…/i18n/resources'`), so translation keys
 * are type-checked (`t('students:nope')` fails) without a central list to edit.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- only an interface merges
export interface FeatureResources {}

/** A feature's i18n namespace. */
export type FeatureNamespace = keyof FeatureResources & string;

declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- i18next's own interface
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof app } & FeatureResources;
  }
}
