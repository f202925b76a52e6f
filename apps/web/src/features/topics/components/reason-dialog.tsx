import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { topicLimits } from '@school/shared/topics/topics.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorText } from '../../../lib/field-errors';

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves when done; a refusal is shown inside the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Hiding, closing and reopening say why: the reason is audited and shown to staff. */
export function ReasonDialog({ opened, onClose, title, ...props }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" radius="lg">
      {opened && <ReasonForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function ReasonForm({
  onClose,
  description,
  confirmLabel,
  onConfirm,
}: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation('topics');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = reason.trim();
  const invalid = trimmed.length < topicLimits.reason.min;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? fieldErrorText(error.fieldCodes.reason, error.fields.reason ?? error.message, {
              bounds: topicLimits.reason,
            })
          : t('reason.failed'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Textarea
          label={t('reason.label')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={topicLimits.reason.max}
          data-autofocus
          value={reason}
          error={
            (touched && invalid && t('reason.tooShort', { limit: topicLimits.reason.min })) ||
            undefined
          }
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
