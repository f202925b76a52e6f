import type { EventContentArg } from '@fullcalendar/core';

/**
 * A week or day column's event: its times above its title, in FullCalendar's own classes (so its
 * styles, the short event's "9:00 - Title" row among them, hold), as three elements built once
 * per event. FullCalendar's default content is a tree of its components per event, and a week of
 * 300 items spent about a third of its drawing time on them (calendar.e2e.ts times that week).
 * Text goes in as text: a title is never read as HTML.
 */
export function timeGridEventContent(arg: EventContentArg): { domNodes: Node[] } {
  const frame = document.createElement('div');
  frame.className = 'fc-event-main-frame';
  if (arg.timeText) {
    const time = document.createElement('div');
    time.className = 'fc-event-time';
    time.textContent = arg.timeText;
    frame.append(time);
  }
  const title = document.createElement('div');
  title.className = 'fc-event-title-container fc-event-title';
  title.textContent = arg.event.title;
  frame.append(title);
  return { domNodes: [frame] };
}
