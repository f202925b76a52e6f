import type { EditScope } from '@school/shared/calendar/calendar.rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useMoveItem } from '../api/move-item';
import { useUpdateEvent } from '../api/update-event';
import type { Moved } from './calendar-board';
import { ConflictDialog, ScopeDialog, type Conflict } from './calendar-dialogs';

type Format = { slot: (instant: string) => string; time: (instant: string) => string };

export const conflictsOf = (error: unknown): Conflict[] | null =>
  error instanceof ApiError && error.status === 409 && Array.isArray(error.detail.conflicts)
    ? (error.detail.conflicts as Conflict[])
    : null;

/**
 * Dragging and resizing: an event asks "this or the series" when it repeats and shows the
 * overlaps the server found (kept anyway on request); a class session or an appointment goes
 * through its own module's rules and snaps back when they refuse.
 */
export function useMoves(format: Format) {
  const { t } = useTranslation('calendar');
  const update = useUpdateEvent();
  const moveItem = useMoveItem();
  const { mutate: updateEvent } = update;
  const { mutate: moveOther } = moveItem;
  const [asking, setAsking] = useState<Moved | null>(null);
  const [clash, setClash] = useState<{
    moved: Moved;
    scope: EditScope;
    conflicts: Conflict[];
  } | null>(null);

  // `move` is one function for the page's lifetime: the calendar board is kept from redrawing
  // by props that do not change.
  const saveEvent = useCallback(
    (moved: Moved, scope: EditScope, force = false) => {
      const { item } = moved;
      updateEvent(
        {
          id: item.sourceId,
          scope,
          occurrence: item.occurrence,
          start: moved.start,
          end: moved.end,
          force,
        },
        {
          onSuccess: () => {
            setClash(null);
            toastSuccess(t('moved'));
          },
          onError: (error) => {
            const conflicts = conflictsOf(error);
            if (conflicts) return setClash({ moved, scope, conflicts });
            moved.revert();
            toastError(error.message);
          },
        },
      );
    },
    [updateEvent, t],
  );

  const move = useCallback(
    (moved: Moved) => {
      const { item } = moved;
      if (item.source === 'events') {
        if (item.repeats) setAsking(moved);
        else saveEvent(moved, 'series');
        return;
      }
      moveOther(
        { source: item.source, id: item.sourceId, start: moved.start, end: moved.end },
        {
          onSuccess: () => toastSuccess(t('moved')),
          onError: (error) => {
            moved.revert();
            toastError(error.message);
          },
        },
      );
    },
    [saveEvent, moveOther, t],
  );

  const dialogs = (
    <>
      <ScopeDialog
        opened={asking !== null}
        action="move"
        onClose={() => {
          asking?.revert();
          setAsking(null);
        }}
        onChoose={(scope) => {
          if (asking) saveEvent(asking, scope);
          setAsking(null);
        }}
      />
      <ConflictDialog
        conflicts={clash?.conflicts ?? null}
        format={format}
        canForce
        loading={update.isPending}
        onClose={() => {
          clash?.moved.revert();
          setClash(null);
        }}
        onForce={() => clash && saveEvent(clash.moved, clash.scope, true)}
      />
    </>
  );
  return { move, dialogs };
}
