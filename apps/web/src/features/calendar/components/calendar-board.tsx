import type { EventDropArg, DatesSetArg, DateSelectArg, EventClickArg } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarItem } from '@school/shared/calendar/calendar.contract';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, zonedDay } from '../../../lib/zoned-time';
import classes from './calendar-board.module.css';
import { eventTimeFormat } from './event-time-format';
import { rememberedZonePlugin } from './remembered-zone';
import { timeGridEventContent } from './time-grid-event-content';
import { useRangeEvents, type LoadItems } from './use-range-events';

export type CalendarViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek';
export type Slot = { start: string; end: string; allDay: boolean };
export type Moved = { item: CalendarItem; start: string; end: string; revert: () => void };

type Props = {
  /** The items of a range FullCalendar is about to show (stable while the filters hold). */
  load: LoadItems;
  /** What the page's query holds for the range on screen, to follow its refetches. */
  shown: readonly CalendarItem[] | undefined;
  timeZone: string;
  initialView: CalendarViewName;
  initialDate?: string | undefined;
  phone: boolean;
  canCreate: boolean;
  onRange: (from: string, to: string) => void;
  onCreate: (slot: Slot) => void;
  onOpen: (item: CalendarItem) => void;
  onMove: (moved: Moved) => void;
  /** Lets the page move the calendar (the mini month). */
  apiRef: React.RefObject<FullCalendar | null>;
};

const locales = [arLocale, deLocale, frLocale, ptLocale];
const plugins = [
  dayGridPlugin,
  timeGridPlugin,
  listPlugin,
  interactionPlugin,
  luxonPlugin,
  rememberedZonePlugin,
];
const phoneToolbar = { start: 'prev,next', center: 'title', end: 'today' };
const phoneFooter = { center: 'listWeek,dayGridMonth,timeGridDay' };
const desktopToolbar = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
};
const day = 86_400_000;

/**
 * The board fits the window and scrolls inside, so a week or a day opens at the school day
 * (`scrollTime`) rather than at midnight, and a month shows what fits with "+ more". A phone's list
 * grows with the page instead.
 */
const boardHeight = (phone: boolean, view: string) =>
  phone && view.startsWith('list')
    ? 'auto'
    : `max(${phone ? '28rem' : '34rem'}, calc(100dvh - ${phone ? '8rem' : '12rem'}))`;

const itemOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.item as CalendarItem;

/**
 * FullCalendar over the range API's items, in the school's time zone: month, week, day and list
 * views, selection to create, drag and resize to move. In month view the arrow keys move a
 * focused day and Enter opens it; on a phone a swipe moves between ranges.
 */
export const CalendarBoard = memo(function CalendarBoard(props: Props) {
  const { load, shown, timeZone, phone, canCreate, onCreate, apiRef } = props;
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.resolvedLanguage ?? 'en';
  const rtl = language === 'ar';
  const [view, setView] = useState<string>(props.initialView);
  const [focused, setFocused] = useState<string | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  // The week, day and list views write each event's times; the month keeps FullCalendar's "9a".
  const viewOptions = useMemo(() => {
    const timed = { eventTimeFormat: eventTimeFormat(language) };
    return { timeGrid: { ...timed, eventContent: timeGridEventContent }, list: timed };
  }, [language]);

  const events = useRangeEvents(load, shown, apiRef);

  // FullCalendar compares its options by identity and redraws every day and event when one has
  // changed, so its handlers stay the same functions and reach the page's latest callbacks here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const handlers = useMemo(() => {
    const moved = (arg: EventDropArg | EventResizeDoneArg) => {
      const start = arg.event.start;
      if (!start) return arg.revert();
      const item = itemOf(arg);
      const length = Date.parse(item.end) - Date.parse(item.start);
      const end = arg.event.end ?? new Date(start.getTime() + (length || day));
      latest.current.onMove({
        item,
        start: start.toISOString(),
        end: end.toISOString(),
        revert: arg.revert,
      });
    };
    return {
      datesSet: (arg: DatesSetArg) => {
        setView(arg.view.type);
        latest.current.onRange(arg.start.toISOString(), arg.end.toISOString());
      },
      select: (arg: DateSelectArg) => {
        arg.view.calendar.unselect();
        latest.current.onCreate({ start: arg.startStr, end: arg.endStr, allDay: arg.allDay });
      },
      eventClick: (arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        latest.current.onOpen(itemOf(arg));
      },
      eventDrop: moved,
      eventResize: moved,
    };
  }, []);
  const dayCellClassNames = useCallback(
    (arg: { date: Date }) =>
      focused && zonedDay(arg.date, timeZone) === focused ? [classes.focusDay ?? ''] : [],
    [focused, timeZone],
  );

  const api = () => apiRef.current?.getApi();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (view !== 'dayGridMonth') return;
    const steps: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const current = focused ?? zonedDay(api()?.getDate() ?? new Date(), timeZone);
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = addDays(current, step);
      setFocused(next);
      api()?.gotoDate(next);
    } else if (event.key === 'Enter' && canCreate) {
      event.preventDefault();
      onCreate({ start: current, end: addDays(current, 1), allDay: true });
    }
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!phone || !start || !end) return;
    const dx = end.clientX - start.x;
    if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(end.clientY - start.y) * 2) return;
    if (dx < 0 !== rtl) api()?.next();
    else api()?.prev();
  }

  // The board takes the month grid's arrow keys itself (FullCalendar's table has no such
  // navigation), so the wrapper is focusable and listens to keys and touches.
  /* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
  return (
    <div
      className={classes.board}
      tabIndex={0}
      role="application"
      aria-roledescription={t('board.role')}
      aria-label={t('board.label')}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => {
        const first = e.touches[0];
        touch.current = first ? { x: first.clientX, y: first.clientY } : null;
      }}
      onTouchEnd={onTouchEnd}
      data-view={view}
    >
      <span className={classes.live} aria-live="polite">
        {focused ? t('board.focused', { day: focused }) : ''}
      </span>
      <FullCalendar
        ref={apiRef}
        plugins={plugins}
        initialView={props.initialView}
        {...(props.initialDate ? { initialDate: props.initialDate } : {})}
        timeZone={timeZone}
        locales={locales}
        locale={language}
        direction={rtl ? 'rtl' : 'ltr'}
        firstDay={1}
        height={boardHeight(phone, view)}
        nowIndicator
        scrollTime="08:00:00"
        dayMaxEvents
        views={viewOptions}
        headerToolbar={phone ? phoneToolbar : desktopToolbar}
        footerToolbar={phone ? phoneFooter : false}
        events={events}
        // Each range shown is read by its own key, the one the page's query uses, rather than
        // cut from a wider range fetched before.
        lazyFetching={false}
        selectable={canCreate}
        selectMirror
        eventStartEditable
        longPressDelay={400}
        {...handlers}
        dayCellClassNames={dayCellClassNames}
        noEventsContent={t('board.empty')}
      />
    </div>
  );
});
/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
