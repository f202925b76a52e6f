/**
 * The languages a school can ask for: ISO 639 codes, as tutors' profiles keep them, named in the
 * reader's language by the browser (Intl.DisplayNames), so no list of names is shipped.
 */
export const languageCodes = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'uk',
  'zh',
] as const;

const namers = new Map<string, Intl.DisplayNames | null>();

/** "French" for `fr` in English, "Französisch" in German; the code when the browser cannot say. */
export function languageName(code: string, locale: string): string {
  let namer = namers.get(locale);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      namer = null;
    }
    namers.set(locale, namer);
  }
  const name = namer?.of(code);
  return name && name !== code ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
}

/** The picker's options, sorted by name in the reader's language; a code from the address joins. */
export function languageOptions(locale: string, current: string | null) {
  const codes = new Set<string>(languageCodes);
  if (current) codes.add(current);
  const collator = new Intl.Collator(locale);
  return [...codes]
    .map((code) => ({ value: code, label: languageName(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
