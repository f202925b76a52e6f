import { Text } from '@mantine/core';
import { useSchoolFormat } from '../../../lib/use-school-format';

/** A moment in the reader's language on the school's clock, the exact time on hover. */
export function When({ at }: { at: string }) {
  const format = useSchoolFormat();
  return (
    <Text component="time" dateTime={at} size="xs" c="dimmed" title={format.full(at)}>
      {format.dateTime(at)}
    </Text>
  );
}
