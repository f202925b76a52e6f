import { hasPermission } from '@school/shared/auth/roles';
import type { ListResponse } from '@school/shared/common/list.contract';
import type {
  Answer,
  AnswerListQuery,
  TopicDetail,
  VoteResult,
} from '@school/shared/topics/topics.contract';
import { topicLimits } from '@school/shared/topics/topics.rules';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { createAnswersRepository, type AnswerRow } from './answers.repository.ts';
import {
  conflict,
  forbidden,
  richBody,
  seesHidden,
  toAnswer,
  type TopicAccess,
} from './topic-access.ts';
import { createTopicsRepository, type TopicRow } from './topics.repository.ts';
import type { TopicsDeps } from './topics.service.ts';

type Deps = TopicsDeps & {
  visible: (auth: AuthContext, id: string, tx?: Database) => Promise<TopicRow>;
  detail: (auth: AuthContext, id: string, tx?: Database) => Promise<TopicDetail>;
  access: TopicAccess;
};

const topicUrl = (topicId: string) => `/manage-topics/${topicId}`;

/** Answers, votes and acceptance. Notifications go out in the transaction of the change. */
export function createAnswersService(deps: Deps) {
  const { db, audit, notifications, clock, visible, detail } = deps;
  const repo = createAnswersRepository(db);

  /** The answer and its topic if the caller may see both (404 otherwise). */
  async function visibleAnswer(auth: AuthContext, id: string) {
    const answer = await repo.find(id);
    if (!answer) throw notFound('The answer');
    const topic = await visible(auth, answer.topicId).catch(() => {
      throw notFound('The answer');
    });
    if (answer.hiddenAt && !seesHidden(auth.user.role)) throw notFound('The answer');
    return { answer, topic };
  }

  async function one(auth: AuthContext, id: string, tx: Database = db): Promise<Answer> {
    const row = await createAnswersRepository(tx).one(id, auth.user.id);
    const topic = row && (await createTopicsRepository(tx).find(row.answer.topicId));
    if (!row || !topic) throw notFound('The answer');
    return toAnswer(auth, topic, row);
  }

  function liveAnswer(answer: AnswerRow) {
    if (answer.hiddenAt) throw conflict('This answer is hidden.');
  }

  return {
    async list(
      auth: AuthContext,
      topicId: string,
      query: AnswerListQuery,
    ): Promise<ListResponse<Answer>> {
      const topic = await visible(auth, topicId);
      const { items, total } = await repo.list(
        topic,
        auth.user.id,
        seesHidden(auth.user.role),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: items.map((row) => toAnswer(auth, topic, row)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A new answer: refused on a closed topic; the asker and the topic's followers are told. */
    async create(auth: AuthContext, topicId: string, html: string): Promise<Answer> {
      const seen = await visible(auth, topicId);
      const rich = richBody(html);
      const now = clock();
      return db.transaction(async (tx) => {
        const topic = await createTopicsRepository(tx).lock(seen.id);
        if (!topic) throw notFound('The topic');
        if (topic.status === 'closed')
          throw conflict('This topic is closed: it takes no new answers.');
        if (topic.hiddenAt) throw conflict('This topic is hidden: it takes no new answers.');
        const row = await createAnswersRepository(tx).insert({
          topicId,
          schoolId: topic.schoolId,
          authorId: auth.user.id,
          bodyHtml: rich.html,
          createdAt: now,
        });
        const followers = await createTopicsRepository(tx).favouriters(topicId);
        const to = [topic.authorId, ...followers].filter((id) => id !== auth.user.id);
        const actor = actorOf(auth);
        if (to.length > 0) {
          await notifications.notify(
            {
              type: 'topic_answered',
              params: { author: actor.name, title: topic.title },
              to: { userIds: to },
              sender: { userId: actor.userId, name: actor.name },
              url: topicUrl(topicId),
              schoolId: topic.schoolId,
            },
            tx,
          );
        }
        await deps.feeds.recordActivity(tx, {
          schoolId: topic.schoolId,
          type: 'topic_answered',
          params: { author: actor.name, title: topic.title },
          link: topicUrl(topicId),
          actorId: auth.user.id,
        });
        await audit.record(
          {
            action: 'topics.answered',
            actorUserId: auth.user.id,
            schoolId: topic.schoolId,
            target: row.id,
          },
          tx,
        );
        return one(auth, row.id, tx);
      });
    },

    async update(auth: AuthContext, id: string, html: string): Promise<Answer> {
      const { answer } = await visibleAnswer(auth, id);
      if (answer.authorId !== auth.user.id) throw forbidden('Only the author edits an answer.');
      liveAnswer(answer);
      const rich = richBody(html);
      const now = clock();
      return db.transaction(async (tx) => {
        await createTopicsRepository(tx).keepRevision(
          {
            topicId: answer.topicId,
            answerId: id,
            bodyHtml: answer.bodyHtml,
            editedBy: auth.user.id,
            createdAt: now,
          },
          topicLimits.revisions,
        );
        await createAnswersRepository(tx).update(id, { bodyHtml: rich.html, editedAt: now });
        return one(auth, id, tx);
      });
    },

    /** The asker or a school admin accepts one answer; accepting another moves the mark. */
    async accept(auth: AuthContext, id: string): Promise<TopicDetail> {
      const { answer, topic: seen } = await visibleAnswer(auth, id);
      const asker = seen.authorId === auth.user.id && hasPermission(auth.user.role, 'topics.ask');
      if (!asker && !hasPermission(auth.user.role, 'topics.close')) {
        throw forbidden('Only the person who asked, or a school admin, accepts an answer.');
      }
      liveAnswer(answer);
      const now = clock();
      return db.transaction(async (tx) => {
        const topics = createTopicsRepository(tx);
        const topic = await topics.lock(answer.topicId);
        if (!topic) throw notFound('The topic');
        if (topic.status === 'closed') throw conflict('This topic is closed.');
        if (topic.acceptedAnswerId !== id) {
          await topics.update(topic.id, {
            acceptedAnswerId: id,
            status: 'answered',
            lastActivityAt: now,
          });
          await deps.feeds.recordActivity(tx, {
            schoolId: topic.schoolId,
            type: 'topic_accepted',
            params: { author: actorOf(auth).name, title: topic.title },
            link: topicUrl(topic.id),
            actorId: auth.user.id,
          });
          if (answer.authorId !== auth.user.id) {
            const actor = actorOf(auth);
            await notifications.notify(
              {
                type: 'topic_answer_accepted',
                params: { author: actor.name, title: topic.title },
                to: { userIds: [answer.authorId] },
                sender: { userId: actor.userId, name: actor.name },
                url: topicUrl(topic.id),
                schoolId: topic.schoolId,
              },
              tx,
            );
          }
        }
        return detail(auth, topic.id, tx);
      });
    },

    /** +1 or its removal; one per user per answer, never on one's own answer. */
    async vote(auth: AuthContext, id: string, on: boolean): Promise<VoteResult> {
      const { answer } = await visibleAnswer(auth, id);
      if (answer.authorId === auth.user.id) throw forbidden('You cannot vote on your own answer.');
      liveAnswer(answer);
      const score = await db.transaction((tx) =>
        createAnswersRepository(tx).vote(answer, auth.user.id, on),
      );
      return { answerId: id, score, hasVoted: on };
    },

    /** Hides an answer (staff still see it greyed): it leaves the counts and loses acceptance. */
    async hide(auth: AuthContext, id: string, reason: string): Promise<Answer> {
      const { answer } = await visibleAnswer(auth, id);
      liveAnswer(answer);
      const now = clock();
      return db.transaction(async (tx) => {
        const topics = createTopicsRepository(tx);
        const topic = await topics.lock(answer.topicId);
        if (!topic) throw notFound('The topic');
        const fresh = await createAnswersRepository(tx).find(id);
        if (!fresh || fresh.hiddenAt) throw conflict('This answer is hidden.');
        await createAnswersRepository(tx).update(id, { hiddenReason: reason, hiddenAt: now });
        const unaccept = topic.acceptedAnswerId === id;
        await topics.update(topic.id, {
          answerCount: topic.answerCount - 1,
          voteCount: topic.voteCount - fresh.score,
          ...(unaccept && {
            acceptedAnswerId: null,
            status: topic.status === 'closed' ? 'closed' : 'open',
          }),
        });
        await audit.record(
          {
            action: 'topics.answer_hidden',
            actorUserId: auth.user.id,
            schoolId: topic.schoolId,
            target: id,
            details: { reason, topicId: topic.id },
          },
          tx,
        );
        return one(auth, id, tx);
      });
    },
  };
}
