import { appointmentPath } from '@school/shared/appointments/appointments.rules';
import { hasPermission } from '@school/shared/auth/roles';
import type { Waiting, WaitingItem } from '@school/shared/dashboard/dashboard.contract';
import type { AuthContext } from '../auth/auth.service.ts';
import type { createQueueRepository } from './queue.repository.ts';

type Queue = ReturnType<typeof createQueueRepository>;
type School = { schoolId: string; name: string; threshold: number };

/**
 * One queue of what needs the admin. The dashboard only reads: each item names the actions its
 * owning module offers this caller (classes' approve/reject and bulk, appointments' approve/reject),
 * and the web calls that module's own endpoints to answer it.
 */
export function createWaiting(queue: Queue, clock: () => Date) {
  return {
    async list(auth: AuthContext, school: School, balance?: number): Promise<Waiting> {
      const role = auth.user.role;
      const [proposals, bookings] = await Promise.all([
        queue.proposals(school.schoolId),
        queue.pendingAppointments(school.schoolId),
      ]);
      const classActions = hasPermission(role, 'classes.approve')
        ? (['approve', 'reject'] as const)
        : [];
      const bookingActions = hasPermission(role, 'appointments.approve')
        ? (['approve', 'reject'] as const)
        : [];
      const items: WaitingItem[] = [
        ...proposals.items.map((c) => ({
          kind: 'class_proposal' as const,
          id: c.id,
          title: c.title,
          details: [c.tutor, c.subject],
          at: c.createdAt.toISOString(),
          startsAt: c.firstStartsAt.toISOString(),
          path: `/manage-classes/${c.id}`,
          actions: [...classActions],
          bulk: classActions.length > 0,
        })),
        ...bookings.items.map((a) => ({
          kind: 'appointment_approval' as const,
          id: a.id,
          title: a.subject,
          details: a.student ? [a.tutor, a.student] : [a.tutor],
          at: a.createdAt.toISOString(),
          startsAt: a.startsAt.toISOString(),
          path: appointmentPath(a.id, 'pending'),
          actions: [...bookingActions],
          bulk: false,
        })),
      ];
      const low = balance !== undefined && balance < school.threshold;
      if (low)
        items.push({
          kind: 'low_balance',
          id: school.schoolId,
          title: school.name,
          details: [],
          at: clock().toISOString(),
          balance,
          threshold: school.threshold,
          path: '/credits-top-up',
          actions: hasPermission(role, 'wallet.spend') ? ['top_up'] : [],
          bulk: false,
        });
      const counts = {
        class_proposal: proposals.total,
        appointment_approval: bookings.total,
        low_balance: low ? 1 : 0,
      };
      return { items, total: proposals.total + bookings.total + counts.low_balance, counts };
    },
  };
}
