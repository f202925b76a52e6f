import { Group, Rating, Text, type MantineSize } from '@mantine/core';
import { starsOf } from '../lib/rating';

type StarRatingProps = {
  /** The average of 1–5 stars, or null before the first review (drawn as empty stars). */
  value: number | null;
  /** The whole reading for assistive technology ("Rated 4.7 out of 5, 34 reviews"). */
  label: string;
  /** The figure beside the stars ("4.7"), if shown. */
  figure?: string;
  /** The count or its absence beside it ("34 reviews", "No reviews yet"). */
  note?: string;
  size?: MantineSize;
};

/**
 * An average rating as a read-only row of stars (to the nearest half), its figure and how many
 * reviews it stands on; read out as one phrase.
 */
export function StarRating({ value, label, figure, note, size = 'sm' }: StarRatingProps) {
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={starsOf(value)} fractions={2} readOnly size={size} aria-hidden="true" />
      {figure && (
        <Text size="sm" fw={600} aria-hidden="true">
          {figure}
        </Text>
      )}
      {note && (
        <Text size="sm" c="dimmed" aria-hidden="true" truncate>
          {note}
        </Text>
      )}
    </Group>
  );
}
