import { roleLabels } from '@school/shared/auth/roles';
import { extraRoutes, menu } from '@school/shared/layout/menu';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

type Tree = { [key: string]: string | Tree };

// Every bundle there is: the app's and each feature's, found the way the build finds them.
const files = {
  ...import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' }),
};
const bundles = new Map<string, Map<string, Tree>>();
for (const [file, tree] of Object.entries(files)) {
  const [, feature, language] = /(?:features\/([^/]+)\/)?locales\/([^/]+)\.json$/.exec(file) ?? [];
  const namespace = feature ?? 'translation';
  const byLanguage = bundles.get(namespace) ?? new Map<string, Tree>();
  byLanguage.set(language ?? file, tree);
  bundles.set(namespace, byLanguage);
}

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** The keys a language must have: English's, each plural one in the language's own forms. */
function expectedKeys(english: Tree, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const [key] of entries(english)) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else for (const form of forms) keys.add(key.replace(pluralSuffix, `_${form}`));
  }
  return [...keys].sort();
}
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const cases = [...bundles].flatMap(([namespace, byLanguage]) =>
  languages.map(({ code }) => ({ namespace, code, byLanguage })),
);

describe('translations', () => {
  it('finds the app and every feature with locales', () => {
    expect([...bundles.keys()]).toEqual(expect.arrayContaining(['translation', 'students']));
  });

  it.each(cases)(
    '$namespace has every key in $code, and no other',
    ({ namespace, code, byLanguage }) => {
      const english = byLanguage.get('en');
      const locale = byLanguage.get(code);
      expect(english, `${namespace}: no English bundle (locales/en.json)`).toBeDefined();
      expect(locale, `${namespace}: no ${code} bundle (locales/${code}.json)`).toBeDefined();
      if (!english || !locale) return;
      const has = new Set(entries(locale).map(([key]) => key));
      const expected = expectedKeys(english, code);
      const missing = expected.filter((key) => !has.has(key));
      const extra = [...has].filter((key) => !expected.includes(key)).sort();
      // Named in full, so a module merged without all its strings says at once what to add.
      expect(
        { missing, extra },
        `${namespace} in ${code}:\n  missing: ${missing.join(', ') || '—'}\n  extra: ${extra.join(', ') || '—'}`,
      ).toEqual({ missing: [], extra: [] });
      const englishText = new Map(
        entries(english).map(([key, text]) => [key.replace(pluralSuffix, ''), text]),
      );
      for (const [key, text] of entries(locale)) {
        expect(text.trim(), key).not.toBe('');
        const source = englishText.get(key.replace(pluralSuffix, '')) ?? '';
        // A plural form may leave the number out ("one"), but never bring in another value.
        for (const name of variables(text)) expect(variables(source), key).toContain(name);
      }
      if (code === 'en') return;
      // Real translations, not copies: only names, codes and shared words may stay as in English.
      const same = entries(locale).filter(([key, text]) => englishText.get(key) === text);
      expect(same.length / entries(locale).length).toBeLessThan(0.15);
    },
  );

  it('gives the menu the English labels of spec §2', () => {
    const en = bundles.get('translation')?.get('en') as {
      menu: Record<string, string>;
      routes: Record<string, string>;
    };
    for (const entry of menu) {
      expect(en.menu[entry.id]).toBe(entry.title);
      if (entry.type === 'group') {
        for (const child of entry.children) expect(en.menu[child.id]).toBe(child.title);
      }
    }
    for (const route of extraRoutes) {
      expect(en.routes[route.path.split('/').pop() ?? '']).toBe(route.title);
    }
  });

  it('uses the role labels of the contract in English', () => {
    expect(bundles.get('translation')?.get('en')?.roles).toEqual(roleLabels);
  });
});
