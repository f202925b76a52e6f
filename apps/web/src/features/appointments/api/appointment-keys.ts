/** Every appointments query lives under ['appointments']: lists, one booking, quotes, slots. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (query: string) => [...appointmentKeys.lists(), query] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  quote: (query: string) => [...appointmentKeys.all, 'quote', query] as const,
  slots: (tutorId: string, from: string, to: string) =>
    [...appointmentKeys.all, 'slots', tutorId, from, to] as const,
  tutor: (id: string) => [...appointmentKeys.all, 'tutor', id] as const,
  students: (q: string) => [...appointmentKeys.all, 'students', q] as const,
  tutors: (q: string) => [...appointmentKeys.all, 'tutors', q] as const,
  subjects: () => ['subjects'] as const,
  policy: () => [...appointmentKeys.all, 'policy'] as const,
};
