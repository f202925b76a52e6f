import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown to staff above a hidden post: others no longer see it, and why. */
export function HiddenNotice({ reason }: { reason: string }) {
  const { t } = useTranslation('topics');
  return (
    <Alert
      color="gray"
      variant="light"
      radius="md"
      icon={<IconEyeOff size={18} aria-hidden="true" />}
      title={t('hidden.title')}
      data-hidden-notice
    >
      <span dir="auto">{reason}</span>
    </Alert>
  );
}
