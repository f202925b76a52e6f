import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import { useEffect, useMemo, useRef, type RefObject } from 'react';

/** The items of a range: at once when the query cache holds them, else once they have come. */
export type LoadItems = (range: {
  from: string;
  to: string;
}) => readonly CalendarItem[] | Promise<readonly CalendarItem[]>;

function toEvent(item: CalendarItem): EventInput {
  return {
    id: item.id,
    title: item.title,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    backgroundColor: item.colour,
    borderColor: item.colour,
    editable: item.editable,
    durationEditable: item.editable && item.source !== 'appointments' ? true : item.editable,
    classNames: [`calendar-source-${item.source}`],
    extendedProps: { item },
  };
}

/**
 * FullCalendar's events as a function it calls with each range it is about to show. Handed as a
 * prop, the items came one render late: a click on "previous" drew the new week empty, then the
 * page heard of the range, read the query and drew the week again with its items. Read here from
 * the query cache while FullCalendar moves, a week already fetched is drawn once, with its items.
 *
 * `shown` is what the page's query holds for the range on screen: when a refetch (after a change,
 * or stale data) brings other items than the calendar was given, it asks for them again.
 */
export function useRangeEvents(
  load: LoadItems,
  shown: readonly CalendarItem[] | undefined,
  apiRef: RefObject<FullCalendar | null>,
) {
  const handed = useRef<readonly CalendarItem[] | null>(null);

  useEffect(() => {
    if (shown && handed.current && shown !== handed.current)
      apiRef.current?.getApi().refetchEvents();
  }, [shown, apiRef]);

  return useMemo(
    () =>
      (
        info: EventSourceFuncArg,
        success: (events: EventInput[]) => void,
        failure: (error: Error) => void,
      ) => {
        const hand = (items: readonly CalendarItem[]) => {
          handed.current = items;
          success(items.map(toEvent));
        };
        const items = load({ from: info.start.toISOString(), to: info.end.toISOString() });
        if (items instanceof Promise) items.then(hand, failure);
        else hand(items);
      },
    [load],
  );
}
