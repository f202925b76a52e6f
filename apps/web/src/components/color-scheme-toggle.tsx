import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../lib/toasts';

type ColorSchemeToggleProps = {
  /**
   * Told of each switch, e.g. to make it the signed-in account's theme; a promise it returns says
   * whether that was saved, which the switch then tells the user.
   */
  onSwitch?: (scheme: 'light' | 'dark') => Promise<boolean>;
};

/** Light/dark switch; Mantine's local-storage manager remembers the choice on this device. */
export function ColorSchemeToggle({ onSwitch }: ColorSchemeToggleProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const latest = useRef(0);
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
        const saving = onSwitch?.(next);
        setColorScheme(next);
        if (!saving) return;
        // Quick clicks: only the last one's outcome is worth a toast.
        const click = ++latest.current;
        void saving.then((saved) => {
          if (click !== latest.current) return;
          if (!saved) toastError(t('topBar.themeNotSaved'));
          else toastSuccess(next === 'dark' ? t('topBar.darkSaved') : t('topBar.lightSaved'));
        });
      }}
    >
      {isDark ? <IconSun size={18} stroke={1.7} /> : <IconMoon size={18} stroke={1.7} />}
    </ActionIcon>
  );
}
