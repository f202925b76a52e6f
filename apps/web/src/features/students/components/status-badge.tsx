import { Badge } from '@mantine/core';
import type { StudentStatus } from '@school/shared/students/students.contract';
import { IconCircleCheck, IconCircleOff, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const looks = {
  active: { color: 'teal', variant: 'light', Icon: IconCircleCheck },
  invited: { color: 'blue', variant: 'outline', Icon: IconMailForward },
  deactivated: { color: 'gray', variant: 'light', Icon: IconCircleOff },
} as const;

/** Invited students have not accepted yet: outlined, with an envelope, so they stand apart. */
export function StatusBadge({ status }: { status: StudentStatus }) {
  const { t } = useTranslation('students');
  const { color, variant, Icon } = looks[status];
  return (
    <Badge
      color={color}
      variant={variant}
      radius="sm"
      leftSection={<Icon size={12} stroke={2} aria-hidden="true" />}
      data-status={status}
      miw="max-content"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
