import type { ClassPhase, ClassStatus } from './classes.contract.ts';

/** The phase of an approved class from its sessions and the clock; other statuses have none. */
export function phaseOf(
  status: ClassStatus,
  firstStartsAt: Date,
  lastEndsAt: Date,
  now: Date,
): ClassPhase | null {
  if (status !== 'approved') return null;
  if (now < firstStartsAt) return 'upcoming';
  if (now < lastEndsAt) return 'ongoing';
  return 'completed';
}

/** The moves the approval workflow allows; everything else is refused. */
export const classTransitions: Record<ClassStatus, readonly ClassStatus[]> = {
  pending_approval: ['approved', 'rejected'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};
