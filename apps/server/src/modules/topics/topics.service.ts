import type { ListResponse } from '@school/shared/common/list.contract';
import type {
  CreateTopicBody,
  TopicDetail,
  TopicListItem,
  TopicListQuery,
  UpdateTopicBody,
} from '@school/shared/topics/topics.contract';
import { topicLimits } from '@school/shared/topics/topics.rules';
import type { Database } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import { excerptOf } from '../../lib/rich-text.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TutorsService } from '../tutors/tutors.service.ts';
import { createAnswersService } from './answers.service.ts';
import {
  conflict,
  createTopicAccess,
  forbidden,
  plainTitle,
  richBody,
  seesHidden,
  toDetail,
  toListItem,
} from './topic-access.ts';
import { createTopicsRepository, type TopicRow } from './topics.repository.ts';

export type TopicsDeps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  tutors: TutorsService;
  clock: () => Date;
};

/** The rules of topics: no HTTP here, the routes map outcomes to answers. */
export function createTopicsService(deps: TopicsDeps) {
  const { db, audit, tutors, clock } = deps;
  const repo = createTopicsRepository(db);
  const access = createTopicAccess(() => repo);

  /** The topic row if the caller may see it; 404 for another school's or a hidden one. */
  async function visible(auth: AuthContext, id: string, tx: Database = db): Promise<TopicRow> {
    const row = await createTopicsRepository(tx).find(id);
    if (!row || !(await access.reaches(auth, row.schoolId))) throw notFound('The topic');
    if (row.hiddenAt && !seesHidden(auth.user.role)) throw notFound('The topic');
    return row;
  }

  async function detail(auth: AuthContext, id: string, tx: Database = db): Promise<TopicDetail> {
    const row = await createTopicsRepository(tx).detail(id, auth.user.id);
    if (!row) throw notFound('The topic');
    return toDetail(auth, row);
  }

  async function checkSubject(subjectId: string | null | undefined) {
    if (subjectId && !(await tutors.subject(subjectId))) {
      throw validationError('subjectId', 'not_found', 'Please choose a subject.');
    }
  }

  const answers = createAnswersService({ ...deps, visible, detail, access });

  return {
    answers,

    async list(auth: AuthContext, query: TopicListQuery): Promise<ListResponse<TopicListItem>> {
      const schoolId = await access.school(auth, query.schoolId);
      const { items, total } = await repo.list(
        {
          schoolId,
          userId: auth.user.id,
          withHidden: seesHidden(auth.user.role),
          q: query.q,
          subjectId: query.subjectId,
          tag: query.tag,
          status: query.status,
          scope: query.scope,
          sort: query.sort,
        },
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const listed = items.map(toListItem);
      if (query.scope === 'answered_by_me') {
        const mine = new Map<string, { id: string; score: number; accepted: boolean }>();
        // Accepted first, then the best score (the rows come best score first).
        for (const a of await repo.myAnswers(
          auth.user.id,
          listed.map((i) => i.id),
        )) {
          const held = mine.get(a.topicId);
          if (!held || (a.accepted && !held.accepted)) mine.set(a.topicId, a);
        }
        for (const item of listed) {
          const a = mine.get(item.id);
          if (a) item.myAnswer = { id: a.id, score: a.score, accepted: Boolean(a.accepted) };
        }
      }
      return { items: listed, total, page: query.page, pageSize: query.pageSize };
    },

    /** The topic page; a view counts once per user per topic per (UTC) day. */
    async get(auth: AuthContext, id: string): Promise<TopicDetail> {
      const row = await visible(auth, id);
      const day = clock().toISOString().slice(0, 10);
      await db.transaction((tx) => createTopicsRepository(tx).view(row.id, auth.user.id, day));
      return detail(auth, id);
    },

    async create(auth: AuthContext, body: CreateTopicBody): Promise<TopicDetail> {
      const schoolId = await access.school(auth, body.schoolId);
      const title = plainTitle(body.title);
      const rich = richBody(body.body);
      await checkSubject(body.subjectId);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await createTopicsRepository(tx).insert({
          schoolId,
          authorId: auth.user.id,
          title,
          bodyHtml: rich.html,
          bodyText: rich.text,
          excerpt: excerptOf(rich.text),
          subjectId: body.subjectId ?? null,
          tags: body.tags,
          createdAt: now,
          lastActivityAt: now,
        });
        await audit.record(
          { action: 'topics.created', actorUserId: auth.user.id, schoolId, target: row.id },
          tx,
        );
        return detail(auth, row.id, tx);
      });
    },

    /** Authors edit their own question; the previous text is kept (the last 20). */
    async update(auth: AuthContext, id: string, body: UpdateTopicBody): Promise<TopicDetail> {
      const row = await visible(auth, id);
      if (row.authorId !== auth.user.id) throw forbidden('Only the author edits a question.');
      if (row.hiddenAt) throw conflict('A hidden question cannot be edited.');
      const title = body.title !== undefined ? plainTitle(body.title) : undefined;
      const rich = body.body !== undefined ? richBody(body.body) : undefined;
      await checkSubject(body.subjectId);
      const now = clock();
      return db.transaction(async (tx) => {
        const topics = createTopicsRepository(tx);
        await topics.keepRevision(
          {
            topicId: id,
            title: row.title,
            bodyHtml: row.bodyHtml,
            editedBy: auth.user.id,
            createdAt: now,
          },
          topicLimits.revisions,
        );
        await topics.update(id, {
          ...(title !== undefined && { title }),
          ...(rich && { bodyHtml: rich.html, bodyText: rich.text, excerpt: excerptOf(rich.text) }),
          ...(body.subjectId !== undefined && { subjectId: body.subjectId }),
          ...(body.tags !== undefined && { tags: body.tags }),
          editedAt: now,
          lastActivityAt: now,
        });
        return detail(auth, id, tx);
      });
    },

    /** The author deletes a question nobody answered yet; answered ones stay (staff may hide them). */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await visible(auth, id);
      if (row.authorId !== auth.user.id) throw forbidden('Only the author deletes a question.');
      await db.transaction(async (tx) => {
        if (!(await createTopicsRepository(tx).deleteUnanswered(id))) {
          throw conflict(
            'This question has answers, so it cannot be deleted. A school admin can hide it.',
          );
        }
        await audit.record(
          {
            action: 'topics.deleted',
            actorUserId: auth.user.id,
            schoolId: row.schoolId,
            target: id,
          },
          tx,
        );
      });
    },

    /** Closing stops new answers; reopening restores `answered` when one was accepted. */
    async setClosed(auth: AuthContext, id: string, closed: boolean, reason: string) {
      await visible(auth, id);
      const now = clock();
      return db.transaction(async (tx) => {
        const topics = createTopicsRepository(tx);
        const row = await topics.lock(id);
        if (!row) throw notFound('The topic');
        if ((row.status === 'closed') === closed) {
          throw conflict(closed ? 'The topic is closed already.' : 'The topic is not closed.');
        }
        await topics.update(id, {
          status: closed ? 'closed' : row.acceptedAnswerId ? 'answered' : 'open',
          closedReason: closed ? reason : null,
          closedAt: closed ? now : null,
          lastActivityAt: now,
        });
        await audit.record(
          {
            action: closed ? 'topics.closed' : 'topics.reopened',
            actorUserId: auth.user.id,
            schoolId: row.schoolId,
            target: id,
            details: { reason },
          },
          tx,
        );
        return detail(auth, id, tx);
      });
    },

    async hide(auth: AuthContext, id: string, reason: string): Promise<TopicDetail> {
      const row = await visible(auth, id);
      if (row.hiddenAt) throw conflict('The topic is hidden already.');
      return db.transaction(async (tx) => {
        await createTopicsRepository(tx).update(id, { hiddenReason: reason, hiddenAt: clock() });
        await audit.record(
          {
            action: 'topics.hidden',
            actorUserId: auth.user.id,
            schoolId: row.schoolId,
            target: id,
            details: { reason },
          },
          tx,
        );
        return detail(auth, id, tx);
      });
    },

    async favourite(auth: AuthContext, id: string, on: boolean) {
      const row = await visible(auth, id);
      await repo.setFavourite(row.id, auth.user.id, on);
      return { topicId: row.id, isFavourite: on };
    },
  };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
