import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}
/** Keys without plural suffixes: each language has its own plural forms. */
const baseKeys = (tree: Tree) =>
  [...new Set(entries(tree).map(([k]) => k.replace(pluralSuffix, '')))].sort();

describe('classes translations', () => {
  it.each([
    ['de', de, ['one', 'other']],
    ['fr', fr, ['one', 'many', 'other']],
    ['pt', pt, ['one', 'many', 'other']],
    ['ar', ar, ['zero', 'one', 'two', 'few', 'many', 'other']],
  ])('translates every English string into %s', (code, locale: Tree, forms) => {
    expect(baseKeys(locale)).toEqual(baseKeys(en));
    expect(new Intl.PluralRules(code).resolvedOptions().pluralCategories.sort()).toEqual(
      [...forms].sort(),
    );
    const keys = new Set(entries(locale).map(([k]) => k));
    for (const [key] of entries(en).filter(([k]) => k.endsWith('_other'))) {
      for (const form of forms) expect(keys).toContain(key.replace(/_other$/, `_${form}`));
    }
    const english = new Map(entries(en));
    const texts = entries(locale);
    for (const [, text] of texts) expect(text.trim()).not.toBe('');
    const same = texts.filter(([key, text]) => english.get(key) === text);
    expect(same.length / texts.length).toBeLessThan(0.15);
  });
});
