import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { sidebarBreakpointPx } from '@school/shared/constants';

/** Indigo: calm and legible on white and on dark surfaces; shade 6 keeps white text above 4.5:1. */
const brand: MantineColorsTuple = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", sans-serif',
  headings: { fontWeight: '650' },
  // lg is the sidebar breakpoint of spec §9; postcss.config.cjs repeats these values for CSS files.
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '62em',
    lg: `${sidebarBreakpointPx / 16}em`,
    xl: '88em',
  },
  components: {
    // A select's list is drawn when it opens, not kept hidden in the page from the start: kept,
    // every select of a page drew all its options and placed its hidden list during the page's
    // first render (a forced style pass each). The field points at its list only while open.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const tintedColors = [
  'brand',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'gray',
];

/**
 * Text contrast of at least 4.5:1 (WCAG AA) where the library's defaults fall short: its dimmed
 * grey (3.3:1 on white), its placeholder grey (2.1:1 on white, 3.5:1 on a dark input; a date or
 * select field's placeholder is text in the page, e.g. "Pick dates"), and, on a light page, the
 * text of light and outline badges, avatars and buttons (down to 3.3:1), darkened here. The brand
 * colour's outline already passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#62696f',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    ...Object.fromEntries(
      tintedColors.map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`,
      ]),
    ),
    // Outline badges and buttons draw their text in the outline colour (shade 6 by default).
    ...Object.fromEntries(
      tintedColors
        .filter((color) => color !== 'brand')
        .map((color) => [
          `--mantine-color-${color}-outline`,
          `color-mix(in srgb, var(--mantine-color-${color}-8) 80%, black)`,
        ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': '#9a9a9a',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
  },
});
