import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}
/** Plural forms differ by language (Arabic has six): compare the keys without their suffix. */
const keys = (tree: Tree) => [
  ...new Set(entries(tree).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

describe('feature translations', () => {
  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
    ['ar', ar],
  ])('translates every English string into %s', (_code, locale: Tree) => {
    expect(keys(locale).sort()).toEqual(keys(en).sort());
    const english = new Map(entries(en));
    for (const [, text] of entries(locale)) expect(text.trim()).not.toBe('');
    const same = entries(locale).filter(([key, text]) => english.get(key) === text);
    // Real translations, not copies: only codes and shared words may stay as in English.
    expect(same.length / english.size).toBeLessThan(0.1);
  });
});
