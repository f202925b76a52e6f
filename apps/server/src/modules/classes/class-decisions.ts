import type { BulkResult, ClassStatus } from '@school/shared/classes/classes.contract';
import { classTransitions } from '@school/shared/classes/phase';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { classScope, inScope } from './class-scope.ts';
import { createClassesRepository, type ClassRow } from './classes.repository.ts';

export const statusWords: Record<ClassStatus, string> = {
  pending_approval: 'waiting for approval',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
const decisionAction = {
  approved: 'classes.approved',
  rejected: 'classes.rejected',
  cancelled: 'classes.cancelled',
} as const;
const fullName = (auth: AuthContext) => actorOf(auth).name;

type Deps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  clock: () => Date;
  /** The class if the user may see it, else a 404. */
  visible: (auth: AuthContext, id: string) => Promise<ClassRow>;
};

/** Approving, rejecting and cancelling classes: the status workflow and what it records. */
export function createClassDecisions(deps: Deps) {
  const { db, audit, notifications, feeds, clock, visible } = deps;
  const repo = createClassesRepository(db);

  /** The one place a class changes status; any move the workflow does not allow is a 409. */
  async function move(
    auth: AuthContext,
    row: ClassRow,
    to: ClassStatus,
    reason: string | null,
  ): Promise<void> {
    if (!classTransitions[row.status].includes(to)) {
      throw new AppError(
        'conflict',
        `This class is ${statusWords[row.status]}, so it cannot be ${statusWords[to]}.`,
      );
    }
    if ((to === 'rejected' || to === 'cancelled') && !reason)
      throw validationError('reason', 'required', 'Please give a reason.');
    const now = clock();
    await db.transaction(async (tx) => {
      const txRepo = createClassesRepository(tx);
      if (!(await txRepo.moveStatus(row.id, row.status, to, now))) {
        throw new AppError(
          'conflict',
          'Someone else decided on this class a moment ago. Reload to see its status.',
        );
      }
      await txRepo.recordDecision({
        classId: row.id,
        fromStatus: row.status,
        toStatus: to,
        reason,
        actorUserId: auth.user.id,
        actorName: fullName(auth),
        at: now,
      });
      await audit.record(
        {
          action: decisionAction[to as 'approved' | 'rejected' | 'cancelled'],
          actorUserId: auth.user.id,
          schoolId: row.schoolId,
          target: row.id,
          details: { reason },
        },
        tx,
      );
      await notifications.notify(
        {
          ...(to === 'approved'
            ? { type: 'class_approved', params: { title: row.title } }
            : {
                type: 'class_rejected',
                params: {
                  title: row.title,
                  reason: reason ?? '',
                  decision: to === 'cancelled' ? 'cancelled' : 'rejected',
                },
              }),
          to: { userIds: [row.tutorId] },
          sender: { userId: auth.user.id, name: fullName(auth) },
          url: `/manage-classes/${row.id}`,
          schoolId: row.schoolId,
        },
        tx,
      );
      // The school hears of a new class; a cancellation reaches the class's own people.
      if (to === 'approved' || to === 'cancelled')
        await feeds.recordActivity(tx, {
          schoolId: row.schoolId,
          type: to === 'approved' ? 'class_approved' : 'class_cancelled',
          params: { title: row.title },
          link: `/manage-classes/${row.id}`,
          audience: to === 'approved' ? 'everyone' : { classId: row.id },
          actorId: auth.user.id,
        });
    });
  }

  return {
    move,

    /** Decides several classes; each succeeds or fails on its own, and the answer says which. */
    async bulkDecide(
      auth: AuthContext,
      ids: string[],
      to: 'approved' | 'rejected',
      reason: string | null,
    ): Promise<BulkResult> {
      const results: BulkResult['results'] = [];
      for (const id of [...new Set(ids)]) {
        try {
          await move(auth, await visible(auth, id), to, reason);
          results.push({ id, ok: true, status: to });
        } catch (error) {
          const row = await repo.find(id);
          const status = row && inScope(classScope(auth), row) ? row.status : null;
          results.push({
            id,
            ok: false,
            status,
            error: error instanceof AppError ? error.message : 'Something went wrong',
          });
        }
      }
      return { results };
    },
  };
}
