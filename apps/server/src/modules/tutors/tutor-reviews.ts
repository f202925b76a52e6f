import type { Database } from '../../db/client.ts';
import { createTutorsRepository } from './tutors.repository.ts';

export type NewReview = {
  tutorId: string;
  schoolId: string;
  /** One review per completed appointment (unique); null for reviews not tied to one. */
  appointmentId?: string | null;
  rating: number;
  text?: string | null;
  authorUserId?: string | null;
  createdAt?: Date;
};

/**
 * Stores reviews and adds them to their tutors' `ratingSum`/`ratingCount` in the caller's
 * transaction, so a profile's figures always agree with its review rows.
 */
export async function addReviews(tx: Database, reviews: NewReview[]) {
  for (const review of reviews)
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
      throw new RangeError('A rating is a whole number from 1 to 5.');
  return createTutorsRepository(tx).insertReviews(
    reviews.map((review) => ({
      tutorId: review.tutorId,
      schoolId: review.schoolId,
      appointmentId: review.appointmentId ?? null,
      rating: review.rating,
      text: review.text?.trim() || null,
      authorUserId: review.authorUserId ?? null,
      ...(review.createdAt ? { createdAt: review.createdAt } : {}),
    })),
  );
}

/** One review (the appointments module writes one per completed appointment). */
export async function addReview(tx: Database, review: NewReview) {
  const [row] = await addReviews(tx, [review]);
  if (!row) throw new Error('The review was not stored.');
  return row;
}
