import type { Database } from '../../db/client.ts';
import { createTutorsRepository } from './tutors.repository.ts';

export type NewReview = {
  tutorId: string;
  schoolId: string;
  /** One review per completed appointment (unique); null for reviews from before appointments. */
  appointmentId?: string | null;
  rating: number;
  text?: string | null;
  authorUserId?: string | null;
  createdAt?: Date;
};

/**
 * Stores a review and adds it to the tutor's `ratingSum`/`ratingCount` in the caller's
 * transaction, so the profile's figures always agree with the review rows.
 */
export async function addReview(tx: Database, review: NewReview) {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
    throw new RangeError('A rating is a whole number from 1 to 5.');
  return createTutorsRepository(tx).insertReview({
    tutorId: review.tutorId,
    schoolId: review.schoolId,
    appointmentId: review.appointmentId ?? null,
    rating: review.rating,
    text: review.text?.trim() || null,
    authorUserId: review.authorUserId ?? null,
    ...(review.createdAt ? { createdAt: review.createdAt } : {}),
  });
}
