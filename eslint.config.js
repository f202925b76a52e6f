import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const webSrc = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Features never import each other, nor the app that composes them; shared code imports
    // neither (CONVENTIONS: imports flow shared → features → app). A zone per feature folder,
    // so a new feature is covered without editing this file.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['components', 'hooks', 'lib', 'i18n'].map((dir) => `./${webSrc}/${dir}`),
              from: [`./${webSrc}/features`, `./${webSrc}/app`],
              message: 'Shared web code must not import features or the app.',
            },
            ...webFeatures.map((name) => ({
              target: `./${webSrc}/features/${name}`,
              from: [
                `./${webSrc}/app`,
                ...webFeatures
                  .filter((other) => other !== name)
                  .map((other) => `./${webSrc}/features/${other}`),
              ],
              message:
                'A feature imports neither another feature nor the app; move what both need to shared code.',
            })),
          ],
        },
      ],
    },
  },
);
