import { describe, expect, it } from 'vitest';
import { languageName, languageOptions } from './languages';

describe('language names', () => {
  it('names a code in the reader’s language, capitalised', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'de')).toBe('Französisch');
    expect(languageName('en', 'fr')).toBe('Anglais');
  });

  it('offers the known languages sorted by name, and one from the address too', () => {
    const options = languageOptions('en', 'yue');
    expect(options.map((o) => o.value)).toContain('yue');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.find((o) => o.value === 'de')?.label).toBe('German');
  });
});
