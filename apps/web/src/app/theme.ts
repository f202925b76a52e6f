import { createTheme, type MantineColorsTuple } from '@mantine/core';
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
});
