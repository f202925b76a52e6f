import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/star-rating';
import { formatNumber } from '../../../lib/format-number';
import { formatRating } from '../../../lib/rating';

type RatingLineProps = { rating: number | null; count: number; language: string };

/** Stars, figure and count; "No reviews yet" before the first. */
export function RatingLine({ rating, count, language }: RatingLineProps) {
  const { t } = useTranslation('tutors');
  if (rating === null || count === 0) {
    return <StarRating value={null} label={t('rating.none')} note={t('rating.none')} size="xs" />;
  }
  const figure = formatRating(rating, language);
  const reviews = t('rating.reviews', { count, formatted: formatNumber(count, language) });
  return (
    <StarRating
      value={rating}
      figure={figure}
      note={`(${reviews})`}
      label={`${t('rating.label', { rating: figure })}, ${reviews}`}
      size="xs"
    />
  );
}
