import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ColorSchemeToggleProps = {
  /** Told of each switch, e.g. to make it the signed-in account's theme. */
  onSwitch?: (scheme: 'light' | 'dark') => void;
};

/** Light/dark switch; Mantine's local-storage manager remembers the choice on this device. */
export function ColorSchemeToggle({ onSwitch }: ColorSchemeToggleProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const isDark = computed === 'dark';
  const label = isDark ? t('topBar.toLight') : t('topBar.toDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      title={label}
      onClick={() => {
        const next = isDark ? 'light' : 'dark';
        onSwitch?.(next);
        setColorScheme(next);
      }}
    >
      {isDark ? <IconSun size={18} stroke={1.7} /> : <IconMoon size={18} stroke={1.7} />}
    </ActionIcon>
  );
}
