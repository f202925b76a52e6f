import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLength } from '@school/shared/classes/classes.rules';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorText } from '../../../lib/field-errors';

const { min: minReason, max: maxReason } = reasonLength;

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves when done; a rejection is shown inside the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks why (reject, cancel): the tutor reads the reason, so it is required. */
export function ReasonDialog({ opened, onClose, ...props }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={props.title} centered size="md">
      {/* Mounted only while open, so every opening starts with an empty reason. */}
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
  const { t } = useTranslation('classes');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = reason.trim();
  const invalid = trimmed.length < minReason;
  const fieldError =
    (touched && invalid && t('reason.tooShort', { count: minReason })) || undefined;

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
              bounds: reasonLength,
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
          placeholder={t('reason.placeholder')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxReason}
          data-autofocus
          value={reason}
          error={fieldError}
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
            {t('actions.back')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
