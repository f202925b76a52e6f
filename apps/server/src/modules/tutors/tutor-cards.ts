import {
  tutorLevels,
  type TutorLevel,
  type TutorSearchItem,
  type TutorSubject,
} from '@school/shared/tutors/tutors.contract';

/** The average shown beside the count: two decimals, null before the first review. */
export const ratingAverage = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 100) / 100 : null;

/** Rows of (tutor, subject, level) → each tutor's subjects with their levels in level order. */
export function subjectsByTutor(
  rows: { userId: string; id: string; key: string; name: string; level: string }[],
): Map<string, TutorSubject[]> {
  const byTutor = new Map<string, TutorSubject[]>();
  for (const row of rows) {
    const list = byTutor.get(row.userId) ?? [];
    let subject = list.find((s) => s.id === row.id);
    if (!subject) {
      subject = { id: row.id, key: row.key, name: row.name, levels: [] };
      list.push(subject);
    }
    subject.levels.push(row.level as TutorLevel);
    byTutor.set(row.userId, list);
  }
  for (const list of byTutor.values())
    for (const s of list) s.levels.sort((a, b) => tutorLevels.indexOf(a) - tutorLevels.indexOf(b));
  return byTutor;
}

export type CardRow = {
  id: string;
  displayName: string;
  headline: string;
  photo: string | null;
  languages: string[];
  hourlyRateCredits: number;
  ratingSum: number;
  ratingCount: number;
};

export function toCard(
  row: CardRow,
  subjects: TutorSubject[],
  nextFreeSlot: Date | undefined,
): TutorSearchItem {
  return {
    id: row.id,
    displayName: row.displayName,
    headline: row.headline,
    photo: row.photo,
    subjects,
    languages: row.languages,
    hourlyRateCredits: row.hourlyRateCredits,
    ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    nextFreeSlot: nextFreeSlot ? nextFreeSlot.toISOString() : null,
  };
}
