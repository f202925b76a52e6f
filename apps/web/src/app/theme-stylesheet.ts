import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  deepMerge,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The style sheet MantineProvider would otherwise build in the browser on every start (the
 * theme's CSS variables and the hiddenFrom/visibleFrom classes): the theme does not change at run
 * time, so it is written once into theme.css (`npm run theme:css`) and the provider is told not to.
 * The result matches the provider's: only variables that differ from the library's own defaults,
 * which @mantine/core/styles.css already holds.
 */
export function themeStylesheet(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables: ConvertCSSVariablesInput = deepMerge(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  );
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: 'variables' | 'light' | 'dark') => {
    const own: Record<string, string> = defaults[part];
    return Object.fromEntries(
      Object.entries(variables[part]).filter(([key, value]) => own[key] !== value),
    );
  };
  // No selector: the library's default (:root and :host), as the provider uses it.
  const css = convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
  const breakpoints = keys(merged.breakpoints)
    .map((breakpoint) => {
      const width = Number(px(merged.breakpoints[breakpoint]));
      return (
        `@media (max-width: ${em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
  return `/* Written by \`npm run theme:css\` from src/app/theme.ts; do not edit. */\n${css}\n${breakpoints}\n`;
}
