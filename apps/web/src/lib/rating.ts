/**
 * How an average rating of 1–5 stars is shown: the stars rounded to the nearest half (what a
 * read-only star row can draw) and the figure itself to one decimal in the reader's language.
 */
import { numberFormat } from './format-number';

const maxStars = 5;

/**
 * The decimal mark of each console language, as its Intl.NumberFormat writes it (rating.test.ts
 * holds them to it): a page of cards then builds no number formatter, whose first use costs
 * tens of milliseconds.
 */
const decimalMarks: Partial<Record<string, string>> = {
  en: '.',
  de: ',',
  fr: ',',
  pt: ',',
  ar: '.',
};

/** The stars to draw for an average: halves, 0 to 5; no average (no reviews) draws none. */
export function starsOf(average: number | null | undefined): number {
  if (average === null || average === undefined || !Number.isFinite(average)) return 0;
  return Math.min(maxStars, Math.max(0, Math.round(average * 2) / 2));
}

/** "4.7" (English), "4,7" (German): one decimal, so 4.0 and 4.04 read alike. */
export function formatRating(average: number, language: string): string {
  const value = Math.min(maxStars, Math.max(0, average));
  const mark = decimalMarks[language];
  if (mark !== undefined) {
    const tenths = Math.round(value * 10);
    return `${Math.floor(tenths / 10)}${mark}${tenths % 10}`;
  }
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
