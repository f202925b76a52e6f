import { relativeTime } from '@school/shared/notifications/relative-time';
import { useSchoolFormat } from '../../../lib/use-school-format';

/** A moment as "5 minutes ago" in the reader's language, its exact time (school's clock) on hover. */
export function When({ at }: { at: string }) {
  const format = useSchoolFormat();
  return (
    <time dateTime={at} title={format.full(at)}>
      {relativeTime(new Date(at), new Date(), format.locale)}
    </time>
  );
}
