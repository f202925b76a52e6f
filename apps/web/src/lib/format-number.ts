/**
 * How each of the console's languages groups the digits of a number and writes its decimal
 * point, as its Intl.NumberFormat does (format-number.test.ts holds them to it). The browser's
 * first number formatter costs 15–80 ms of main thread while it loads its number data, and a
 * pager, or a card's 85.7 %, needs nothing but grouped digits and a decimal point.
 */
const separators: Partial<Record<string, { group: string; point: string }>> = {
  en: { group: ',', point: '.' },
  de: { group: '.', point: ',' },
  fr: { group: '\u202f', point: ',' },
  pt: { group: '.', point: ',' },
  ar: { group: ',', point: '.' },
};
/** Intl.NumberFormat's own most decimals when it is told none. */
const defaultFractionDigits = 3;

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

function groupDigits(digits: string, separator: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}${separator}${grouped}` : part;
  }
  return grouped;
}

/**
 * The digits of a number of at least 0 with at most `fractionDigits` decimals, rounded as
 * Intl.NumberFormat rounds: from the shortest decimal that reads back as the number (3.05, not
 * the 3.0499… it is stored as), a 5 or more rounds up; trailing zeros go. Undefined when the
 * number is written with an exponent (very small or very large).
 */
function roundedDigits(value: number, fractionDigits: number) {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction };
  const kept = whole + fraction.slice(0, fractionDigits);
  const digits = [...kept].map(Number);
  if (Number(fraction[fractionDigits]) >= 5) {
    let at = digits.length - 1;
    while (at >= 0 && digits[at] === 9) digits[at--] = 0;
    if (at >= 0) digits[at] = (digits[at] ?? 0) + 1;
    else digits.unshift(1);
  }
  const all = digits.join('');
  const split = all.length - fractionDigits;
  return { whole: all.slice(0, split), fraction: all.slice(split).replace(/0+$/, '') };
}

/**
 * A number in the reader's language, with at most `fractionDigits` decimals (else as many as
 * Intl.NumberFormat's default). Numbers of at least 0 are written without building a number
 * formatter; the first one costs 15–80 ms while the browser loads its data.
 */
export function formatNumber(value: number, language: string, fractionDigits?: number): string {
  const separator = separators[language];
  const rounded =
    separator && value >= 0
      ? roundedDigits(value, fractionDigits ?? defaultFractionDigits)
      : undefined;
  if (separator && rounded) {
    const whole = groupDigits(rounded.whole, separator.group);
    return rounded.fraction ? `${whole}${separator.point}${rounded.fraction}` : whole;
  }
  return numberFormat(
    language,
    fractionDigits === undefined ? {} : { maximumFractionDigits: fractionDigits },
  ).format(value);
}
