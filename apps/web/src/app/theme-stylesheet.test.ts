import fs from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeStylesheet } from './theme-stylesheet';

/** The style elements MantineProvider renders itself when it is left to build them. */
function providerStyles(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, children: null }),
  );
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
}

const squash = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

describe('theme style sheet', () => {
  it('holds what MantineProvider would build in the browser', () => {
    expect(squash(providerStyles()).length).toBeGreaterThan(100);
    expect(squash(themeStylesheet())).toBe(squash(providerStyles()));
  });

  it('is written to theme.css (run `npm run theme:css` after changing the theme)', () => {
    const written = fs.readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
    expect(written).toBe(themeStylesheet());
  });
});
