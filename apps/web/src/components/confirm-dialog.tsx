import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen; text becomes a paragraph, anything else is shown as it is. */
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the choice reads better otherwise ("Stay on this page"). */
  cancelLabel?: string;
  /** The user types this word or name to enable the button: for what cannot be undone. */
  typedConfirmation?: string;
  loading?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a destructive change; the safe choice has the focus. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  typedConfirmation,
  loading = false,
  error,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // A dialog opened again (for another item) starts with nothing typed.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setTyped('');
  }
  const confirmed = !typedConfirmation || typed.trim() === typedConfirmation;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="sm"
      radius="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        {typedConfirmation && (
          <TextInput
            label={t('kit.confirm.typeToConfirm', { word: typedConfirmation })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel ?? t('kit.confirm.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} disabled={!confirmed}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
