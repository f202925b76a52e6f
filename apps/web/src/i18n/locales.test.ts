import { roleLabels } from '@school/shared/auth/roles';
import { extraRoutes, menu } from '@school/shared/layout/menu';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}
const keys = (tree: Tree) => entries(tree).map(([key]) => key);

describe('translations', () => {
  it('gives the menu the English labels of spec §2', () => {
    for (const entry of menu) {
      expect(en.menu[entry.id as keyof typeof en.menu]).toBe(entry.title);
      if (entry.type === 'group') {
        for (const child of entry.children) {
          expect(en.menu[child.id as keyof typeof en.menu]).toBe(child.title);
        }
      }
    }
    for (const route of extraRoutes) {
      const key = route.path.split('/').pop() as keyof typeof en.routes;
      expect(en.routes[key]).toBe(route.title);
    }
  });

  it('uses the role labels of the contract in English', () => {
    expect(en.roles).toEqual(roleLabels);
  });

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
    ['ar', ar],
  ])('translates every English string into %s', (_code, locale: Tree) => {
    expect(keys(locale).sort()).toEqual(keys(en).sort());
    const english = new Map(entries(en));
    const translated = entries(locale).filter(([key, text]) => text !== english.get(key));
    for (const [, text] of entries(locale)) expect(text.trim()).not.toBe('');
    // Real translations, not copies: only names, codes and shared words may stay as in English.
    expect(translated.length / english.size).toBeGreaterThan(0.85);
  });
});
