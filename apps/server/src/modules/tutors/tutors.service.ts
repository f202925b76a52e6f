import type { Database } from '../../db/client.ts';
import { createTutorsRepository } from './tutors.repository.ts';

/** The subject catalogue and the tutors other modules pick from (classes, appointments). */
export function createTutorsService(deps: { db: Database }) {
  const repo = createTutorsRepository(deps.db);
  return {
    subjects: () => repo.subjects(),
    subject: (id: string) => repo.subject(id),
    search: (q: string | undefined) => repo.search(q),
    /** The tutor's id when that account is an active tutor. */
    activeTutor: (id: string) => repo.activeTutor(id),
  };
}

export type TutorsService = ReturnType<typeof createTutorsService>;
