import {
  appointmentSortKeys,
  appointmentTabs,
  type AppointmentTab,
} from '@school/shared/appointments/appointments.rules';
import { param, sortToString, type ListParams, type Sort } from '../../../lib/list-params';

export const pageSizes = [10, 20, 50] as const;

/** The list of `/my-appointments` in the address: tab, filters, sort and page (`useListSearchParams`). */
export const appointmentListSpec = {
  tab: param.oneOf<AppointmentTab>(appointmentTabs, 'upcoming'),
  page: param.page(),
  pageSize: param.oneOf(pageSizes, 20),
  sort: {
    ...param.sort(appointmentSortKeys, { key: 'startsAt', desc: false }),
    // No sort in the address: the API's default per tab (upcoming soonest, past latest first).
    read: (raw: string | null): Sort<(typeof appointmentSortKeys)[number]> | null => {
      if (!raw) return null;
      const desc = raw.startsWith('-');
      const key = appointmentSortKeys.find((k) => k === (desc ? raw.slice(1) : raw));
      return key ? { key, desc } : null;
    },
    write: (sort: Sort | null) => (sort ? sortToString(sort) : null),
    initial: null,
  },
  q: param.text(),
  studentId: param.optional(),
  tutorId: param.optional(),
  subjectId: param.optional(),
  from: param.day(),
  to: param.day(),
  /** One appointment a link opened, shown above the list (`OpenedAppointment`). */
  appointment: param.optional(),
};

export type AppointmentListParams = ListParams<typeof appointmentListSpec>;

/** The filters, as the list and its CSV export send them (paging left to the caller). */
export function filterQuery(params: AppointmentListParams): URLSearchParams {
  const query = new URLSearchParams({ tab: params.tab });
  if (params.sort) query.set('sort', sortToString(params.sort));
  if (params.q.trim()) query.set('q', params.q.trim());
  for (const name of ['studentId', 'tutorId', 'subjectId', 'from', 'to'] as const) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  return query;
}

/** How many of the filter panel's fields are in use (the phone's filter button shows it). */
export function filtersInUse(params: AppointmentListParams): number {
  return [params.studentId, params.tutorId, params.subjectId, params.from ?? params.to].filter(
    (value) => value !== null,
  ).length;
}

/** The orders the list offers; `default` is the API's per tab (upcoming soonest, past latest). */
export const sortChoices = [
  'default',
  'startsAt',
  '-startsAt',
  '-priceCredits',
  'priceCredits',
] as const;

/** A choice of `sortChoices` as the address keeps it (null: the API's default). */
export function sortOf(choice: string): AppointmentListParams['sort'] {
  return appointmentListSpec.sort.read(choice === 'default' ? null : choice);
}
