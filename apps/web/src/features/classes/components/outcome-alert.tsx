import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../lib/outcome';

type OutcomeAlertProps = { outcome: Outcome; onClose: () => void };

/** The result of approving or rejecting: per class when several were decided at once. */
export function OutcomeAlert({ outcome, onClose }: OutcomeAlertProps) {
  const { t } = useTranslation('classes');
  const failed =
    outcome.kind === 'error' || (outcome.kind === 'bulk' && outcome.failures.length > 0);
  const Icon = failed ? IconAlertTriangle : IconCircleCheck;
  let title: string;
  if (outcome.kind === 'single')
    title = t(`outcome.single.${outcome.action}`, { title: outcome.title });
  else if (outcome.kind === 'error') title = t('outcome.error', { title: outcome.title });
  else {
    const done = t(`outcome.bulk.${outcome.action}`, { count: outcome.done });
    title =
      outcome.failures.length > 0
        ? t('outcome.bulk.withFailures', { done, count: outcome.failures.length })
        : done;
  }
  return (
    <Alert
      color={failed ? (outcome.kind === 'bulk' && outcome.done > 0 ? 'orange' : 'red') : 'green'}
      variant="light"
      icon={<Icon size={20} aria-hidden="true" />}
      title={title}
      withCloseButton
      closeButtonLabel={t('outcome.dismiss')}
      onClose={onClose}
      role={failed ? 'alert' : 'status'}
    >
      {outcome.kind === 'error' && <Text size="sm">{outcome.message}</Text>}
      {outcome.kind === 'bulk' && outcome.failures.length > 0 && (
        <List size="sm" spacing={4}>
          {outcome.failures.map((failure) => (
            <List.Item key={failure.id}>
              <Text span fw={600} size="sm">
                {failure.title}
              </Text>
              {': '}
              {failure.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
