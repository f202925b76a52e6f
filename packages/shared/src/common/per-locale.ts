/**
 * A formatter per locale, made at its first use and kept: building an `Intl` formatter costs far
 * more than formatting with it.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}
