/** Every tutors query lives under ['tutors']: search pages, profiles, their reviews and slots. */
export const tutorKeys = {
  all: ['tutors'] as const,
  search: (query: object) => [...tutorKeys.all, 'search', query] as const,
  profile: (id: string) => [...tutorKeys.all, 'profile', id] as const,
  reviews: (id: string, page: number, pageSize: number) =>
    [...tutorKeys.all, 'profile', id, 'reviews', page, pageSize] as const,
  slots: (id: string, from: string, to: string) =>
    [...tutorKeys.all, 'profile', id, 'slots', from, to] as const,
};
