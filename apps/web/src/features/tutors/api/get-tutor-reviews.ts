import type { TutorReviewList } from '@school/shared/tutors/tutors.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { tutorKeys } from './tutor-keys';

/** GET /api/tutors/:id/reviews: a page of reviews, newest first. */
export function useTutorReviews(id: string, page: number, pageSize: number) {
  return useQuery<TutorReviewList, ApiError>({
    queryKey: tutorKeys.reviews(id, page, pageSize),
    queryFn: ({ signal }) =>
      apiFetch<TutorReviewList>(
        `/tutors/${encodeURIComponent(id)}/reviews?page=${page}&pageSize=${pageSize}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
