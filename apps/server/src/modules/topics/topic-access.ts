import { hasPermission, type Role } from '@school/shared/auth/roles';
import type { Answer, TopicDetail, TopicListItem } from '@school/shared/topics/topics.contract';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { schoolScope } from '../../lib/school-scope.ts';
import { topicLimits } from '@school/shared/topics/topics.rules';
import type { AuthContext } from '../auth/auth.service.ts';
import type { AnswerRow } from './answers.repository.ts';
import type { TopicRow, TopicsRepository } from './topics.repository.ts';

/**
 * Who takes part in which school's topics (PRODUCT: topics): staff and students in their own
 * school, a tutor only where they teach an approved class, the platform admin reads any school.
 * Another school's topics answer 404, as every cross-school id does.
 */
export function createTopicAccess(repo: () => TopicsRepository) {
  async function tutorMayEnter(auth: AuthContext, schoolId: string): Promise<boolean> {
    return repo().teachesAt(auth.user.id, schoolId);
  }

  // Whoever proposes classes (a tutor) belongs to no school by role: they teach in some.
  const teaches = (auth: AuthContext) => hasPermission(auth.user.role, 'classes.propose');

  return {
    /** The school a list or a new post acts in. */
    async school(auth: AuthContext, requested?: string): Promise<string> {
      if (!teaches(auth)) return schoolScope(auth, requested);
      const chosen = requested || auth.school || auth.user.schoolId;
      if (!chosen) throw validationError('schoolId', 'required', 'Please choose a school.');
      if (!(await tutorMayEnter(auth, chosen))) throw notFound('The school');
      return chosen;
    },

    /** Whether the caller reaches a row of this school (by its id). */
    async reaches(auth: AuthContext, schoolId: string): Promise<boolean> {
      if (hasPermission(auth.user.role, 'schools.switch')) return true;
      if (teaches(auth)) return tutorMayEnter(auth, schoolId);
      return auth.user.schoolId === schoolId;
    },
  };
}
export type TopicAccess = ReturnType<typeof createTopicAccess>;

/** Staff (and the platform admin, reading) see hidden posts, greyed with the reason. */
export const seesHidden = (role: Role) =>
  hasPermission(role, 'topics.moderate') || hasPermission(role, 'schools.switch');

export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);

type Person = { id: string; firstName: string; lastName: string; photo: string | null; role: Role };
export const personOf = (p: Person) => ({
  id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  photo: p.photo,
  role: p.role,
});
const hiddenOf = (reason: string | null, at: Date | null) =>
  reason !== null && at !== null ? { reason, at: at.toISOString() } : null;

type ListedRow = {
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: TopicRow['status'];
  acceptedAnswerId: string | null;
  answerCount: number;
  voteCount: number;
  viewCount: number;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
  lastActivityAt: Date;
  author: Person;
  subjectId: string | null;
  subjectKey: string | null;
  subjectName: string | null;
  isFavourite: boolean;
};

export const toListItem = (row: ListedRow): TopicListItem => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  author: personOf(row.author),
  subject:
    row.subjectId && row.subjectKey !== null && row.subjectName !== null
      ? { id: row.subjectId, key: row.subjectKey, name: row.subjectName }
      : null,
  tags: row.tags,
  status: row.status,
  acceptedAnswerId: row.acceptedAnswerId,
  counts: { answers: row.answerCount, votes: row.voteCount, views: row.viewCount },
  isFavourite: Boolean(row.isFavourite),
  hidden: hiddenOf(row.hiddenReason, row.hiddenAt),
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

type DetailRow = ListedRow & {
  schoolId: string;
  bodyHtml: string;
  editedAt: Date | null;
  closedReason: string | null;
  closedAt: Date | null;
  authorId: string;
};

export function toDetail(auth: AuthContext, row: DetailRow): TopicDetail {
  const role = auth.user.role;
  const mine = row.authorId === auth.user.id;
  const live = row.hiddenAt === null;
  const open = row.status !== 'closed';
  return {
    ...toListItem(row),
    schoolId: row.schoolId,
    body: row.bodyHtml,
    editedAt: row.editedAt?.toISOString() ?? null,
    closed:
      row.status === 'closed' && row.closedReason !== null && row.closedAt !== null
        ? { reason: row.closedReason, at: row.closedAt.toISOString() }
        : null,
    can: {
      edit: mine && live && hasPermission(role, 'topics.ask'),
      delete: mine && live && row.answerCount === 0 && hasPermission(role, 'topics.ask'),
      answer: live && open && hasPermission(role, 'topics.answer'),
      accept:
        live &&
        open &&
        ((mine && hasPermission(role, 'topics.ask')) || hasPermission(role, 'topics.close')),
      close: hasPermission(role, 'topics.close'),
      moderate: live && hasPermission(role, 'topics.moderate'),
      favourite: hasPermission(role, 'topics.answer'),
    },
  };
}

type AnswerView = {
  answer: AnswerRow;
  author: Person;
  hasVoted: boolean;
};

export function toAnswer(
  auth: AuthContext,
  topic: { authorId: string; acceptedAnswerId: string | null; status: TopicRow['status'] },
  row: AnswerView,
): Answer {
  const role = auth.user.role;
  const a = row.answer;
  const live = a.hiddenAt === null;
  const mine = a.authorId === auth.user.id;
  const asker = topic.authorId === auth.user.id && hasPermission(role, 'topics.ask');
  return {
    id: a.id,
    topicId: a.topicId,
    author: personOf(row.author),
    body: a.bodyHtml,
    score: a.score,
    accepted: topic.acceptedAnswerId === a.id,
    hasVoted: Boolean(row.hasVoted),
    hidden: hiddenOf(a.hiddenReason, a.hiddenAt),
    createdAt: a.createdAt.toISOString(),
    editedAt: a.editedAt?.toISOString() ?? null,
    can: {
      edit: mine && live && hasPermission(role, 'topics.answer'),
      accept:
        live &&
        topic.status !== 'closed' &&
        topic.acceptedAnswerId !== a.id &&
        (asker || hasPermission(role, 'topics.close')),
      vote: live && !mine && hasPermission(role, 'topics.answer'),
      moderate: live && hasPermission(role, 'topics.moderate'),
    },
  };
}

/** A post's body: sanitised HTML, its plain text, and a refusal when nothing is left of it. */
export function richBody(html: string) {
  const clean = sanitizeRichText(html);
  const text = plainText(clean);
  if (text === '' && !clean.includes('<img')) {
    throw validationError('body', 'required', 'Please write the text.');
  }
  return { html: clean, text };
}

/** A title is plain text: any markup in it is dropped before its length is checked. */
export function plainTitle(title: string): string {
  const text = plainText(title);
  if (text.length < topicLimits.title.min) {
    throw validationError(
      'title',
      'too_short',
      `The title has at least ${topicLimits.title.min} characters.`,
    );
  }
  return text;
}
