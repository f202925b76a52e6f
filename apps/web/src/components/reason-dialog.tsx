import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Bounds } from '@school/shared/common/common.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error';
import { fieldErrorText } from '../lib/field-errors';
import { GrowingTextarea } from './growing-textarea';

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, and who reads the reason. */
  description: string;
  confirmLabel: string;
  /** The reason's length after trimming, as the API's rules for it say. */
  bounds: Required<Bounds>;
  placeholder?: string;
  /** Resolves when done; a refusal is shown inside the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks why before a change someone else is told of or the audit keeps: the reason is required. */
export function ReasonDialog({ opened, onClose, title, ...props }: ReasonDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      {opened && <ReasonForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function ReasonForm({
  onClose,
  description,
  confirmLabel,
  bounds,
  placeholder,
  onConfirm,
}: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = reason.trim();
  const invalid = trimmed.length < bounds.min;

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
              bounds,
            })
          : t('kit.reason.failed'),
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
        <GrowingTextarea
          label={t('kit.reason.label')}
          placeholder={placeholder}
          required
          minRows={3}
          maxRows={8}
          maxLength={bounds.max}
          data-autofocus
          value={reason}
          error={
            (touched && invalid && t('kit.reason.tooShort', { limit: bounds.min })) || undefined
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
            {t('kit.reason.back')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
