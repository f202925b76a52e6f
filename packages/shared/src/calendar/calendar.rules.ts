/** What the calendar form and the API both check (zod-free: forms import it without zod). */
export const calendarLimits = {
  title: 120,
  description: 2000,
  location: 200,
  /** One range request covers at most this many days (a month view with its leading and trailing weeks). */
  rangeDays: 62,
  /** Occurrences one series may have; a longer one is refused rather than cut. */
  occurrences: 500,
  /** An imported .ics file. */
  importBytes: 1_000_000,
  importEvents: 1000,
  /** The feed carries the past 3 and the next 12 months. */
  feedMonthsBack: 3,
  feedMonthsAhead: 12,
} as const;

export const calendarSources = ['classes', 'appointments', 'events'] as const;
export type CalendarSource = (typeof calendarSources)[number];

export const calendarLabels = [
  'business',
  'holiday',
  'exam',
  'meeting',
  'personal',
  'other',
] as const;
export type CalendarLabel = (typeof calendarLabels)[number];

/** Each label's colour (Mantine palette names' 6th shade), the same on the web and in the feed. */
export const labelColours: Record<CalendarLabel, string> = {
  business: '#228be6',
  holiday: '#40c057',
  exam: '#fa5252',
  meeting: '#7950f2',
  personal: '#fd7e14',
  other: '#868e96',
};

/** Class sessions and appointments are not labelled by people; they keep a colour of their own. */
export const sourceColours: Record<Exclude<CalendarSource, 'events'>, string> = {
  classes: '#15aabf',
  appointments: '#e64980',
};

export const calendarAudiences = ['school', 'staff', 'class'] as const;
export type CalendarAudience = (typeof calendarAudiences)[number];

export const calendarRepeats = ['weekly', 'monthly'] as const;
export type CalendarRepeat = (typeof calendarRepeats)[number];

/** An edit of a repeating event changes one occurrence or the whole series. */
export const editScopes = ['occurrence', 'series'] as const;
export type EditScope = (typeof editScopes)[number];
