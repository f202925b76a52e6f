import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordMinLength, passwordStrength } from '../lib/password-strength';

const colors = ['red', 'red', 'orange', 'yellow', 'teal'];

export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('account');
  const { level, score } = passwordStrength(password);
  if (level === 'empty') {
    return (
      <Text id={id} size="xs" c="dimmed">
        {t('security.strength.empty', { min: passwordMinLength })}
      </Text>
    );
  }
  const value = level === 'tooShort' ? 8 : ((score + 1) / 5) * 100;
  const levelText = t(`security.strength.${level}`);
  return (
    <Stack gap={6}>
      <Progress value={value} color={colors[score]} size="sm" radius="xl" aria-hidden="true" />
      <Text id={id} size="xs" c="dimmed" aria-live="polite">
        {t('security.strength.label', { level: levelText })}
      </Text>
    </Stack>
  );
}
