import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const german = {
  ...import.meta.glob<Tree>('./locales/de.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Tree>('../features/*/locales/de.json', { eager: true, import: 'default' }),
};

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : texts(value),
  );
}

/**
 * One German word per concept, everywhere: a class is a "Klasse" (not a "Kurs"), a tutor a
 * "Lehrkraft" (not a "Tutor"), a credit a "Credit" (not a "Guthabenpunkt").
 */
const avoided = [/\bKurse?\b/, /\bTutor(en|in)?\b/, /Guthabenpunkt/];

describe('German terms', () => {
  it('uses one term per concept in every bundle', () => {
    const found = Object.entries(german).flatMap(([file, tree]) =>
      texts(tree)
        .filter((text) => avoided.some((word) => word.test(text)))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
