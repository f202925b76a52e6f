import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../../lib/field-errors';
import { useChangePassword } from '../api/change-password';
import { passwordServerRules } from '../lib/account-form';
import { passwordMaxLength, passwordMinLength } from '../lib/password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SettingsSection } from './settings-section';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

export function SecurityTab() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? t('security.currentRequired') : null),
      newPassword: (value, values) =>
        value.length < passwordMinLength
          ? t('security.newTooShort', { min: passwordMinLength })
          : value.length > passwordMaxLength
            ? t('security.newTooLong', { max: passwordMaxLength })
            : value === values.currentPassword
              ? t('security.newSame')
              : null,
      confirmPassword: (value, values) =>
        value !== values.newPassword ? t('security.confirmMismatch') : null,
    },
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setChanged(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          setChanged(true);
        },
        onError: (error) => form.setErrors(translateFieldErrors(error, passwordServerRules(t))),
      },
    );
  });

  const toggleProps = { 'aria-label': t('security.showPassword') };
  const error = change.error;
  const generalError =
    error && Object.keys(error.fields).length === 0
      ? error.status >= 500 || error.status === 0
        ? t('security.failed')
        : error.message
      : null;

  return (
    <SettingsSection title={t('security.title')} hint={t('security.hint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          {changed && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconShieldCheck size={18} />}
              title={t('security.successTitle')}
              withCloseButton
              onClose={() => setChanged(false)}
              role="status"
            >
              {t('security.successText')}
            </Alert>
          )}
          {generalError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {generalError}
            </Alert>
          )}
          <PasswordInput
            label={t('security.current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={toggleProps}
            {...form.getInputProps('currentPassword')}
          />
          <Stack gap={8}>
            <PasswordInput
              label={t('security.new')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={toggleProps}
              {...form.getInputProps('newPassword')}
            />
            <PasswordStrengthMeter password={form.values.newPassword} id="new-password-strength" />
          </Stack>
          <PasswordInput
            label={t('security.confirm')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggleProps}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
