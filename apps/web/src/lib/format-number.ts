/**
 * How each of the console's languages groups the digits of a whole number, as its
 * Intl.NumberFormat does (format-number.test.ts holds them to it). The browser's first number
 * formatter costs 20–80 ms of main thread while it loads its number data, and a pager needs
 * nothing but grouped whole numbers.
 */
const groupSeparators: Partial<Record<string, string>> = {
  en: ',',
  de: '.',
  fr: '\u202f',
  pt: '.',
  ar: ',',
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of a language and options, made at its first use and kept (the twin of
 * `dateTimeFormat` in zoned-time.ts): a number formatter costs far more to build than to use.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function groupDigits(value: number, separator: string): string {
  const digits = String(value);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}${separator}${grouped}` : part;
  }
  return grouped;
}

/** A number in the reader's language; whole numbers without building a number formatter. */
export function formatNumber(value: number, language: string): string {
  const separator = groupSeparators[language];
  if (separator !== undefined && Number.isSafeInteger(value) && value >= 0) {
    return groupDigits(value, separator);
  }
  return numberFormat(language).format(value);
}
