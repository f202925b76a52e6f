import {
  Alert,
  Button,
  Divider,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import type { Preferences } from '@school/shared/account/account.contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { usePreferences, useSavePreferences } from '../api/preferences';
import {
  appearanceDefaults,
  setAppearanceDraft,
  setSavedAppearance,
  useAppearanceState,
} from '../appearance/appearance-store';
import { CardChoice, NavbarColorChoice, Segments, themePreviewStyle } from './appearance-options';
import { SettingsSection } from './settings-section';

const themes = ['light', 'dark', 'semi-dark'] as const;
const layouts = ['vertical', 'horizontal', 'full'] as const;
const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
const footerTypes = ['static', 'sticky', 'hidden'] as const;
const directions = ['ltr', 'rtl'] as const;

function same(a: Preferences, b: Preferences): boolean {
  return (Object.keys(appearanceDefaults) as (keyof Preferences)[]).every(
    (key) => a[key] === b[key],
  );
}

/**
 * The customizer of spec §3/§4. Every choice is applied at once (a draft in the appearance store)
 * and kept only when saved; leaving the tab without saving goes back to the saved settings.
 */
export function AppearanceTab() {
  const { t, i18n } = useTranslation('account');
  const query = usePreferences();
  const save = useSavePreferences();
  const { saved, draft } = useAppearanceState();
  const scheme = useComputedColorScheme('light');
  useEffect(() => () => setAppearanceDraft(null), []);

  if (!saved) {
    return query.isError ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('appearance.loadError')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('appearance.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Skeleton height={560} radius="lg" />
    );
  }

  // Settings never saved show the scheme the device uses now (the top-bar switch, the system).
  const base = same(saved, appearanceDefaults) ? { ...saved, theme: scheme } : saved;
  const values = draft ?? base;
  const change = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setAppearanceDraft({ ...values, [key]: value });
  const dirty = !same(values, base);
  const arabic = (i18n.resolvedLanguage ?? i18n.language) === 'ar';
  const horizontal = values.layout === 'horizontal';
  const themeError =
    save.error?.fields.theme === undefined
      ? undefined
      : fieldErrorText(save.error.fieldCodes.theme, save.error.fields.theme, {
          texts: { invalid: t('appearance.semiDarkHorizontal') },
        });

  const submit = () =>
    save.mutate(values, {
      onSuccess: (stored) => {
        setSavedAppearance(stored);
        setAppearanceDraft(null);
        toastSuccess(t('appearance.saved'));
      },
      onError: (error) => {
        if (!error.fields.theme) toastError(t('appearance.failed'));
      },
    });

  return (
    <SettingsSection title={t('appearance.title')} hint={t('appearance.hint')}>
      <Stack gap="xl">
        <CardChoice
          label={t('appearance.theme')}
          phoneColumns={3}
          value={values.theme}
          options={themes}
          optionLabel={(theme) => t(`appearance.themes.${theme}`)}
          disabledReason={(theme) =>
            theme === 'semi-dark' && horizontal ? t('appearance.semiDarkHorizontal') : null
          }
          preview={(theme) => ({ style: themePreviewStyle(theme), layout: 'vertical' })}
          onChange={(theme) => change('theme', theme)}
        />
        {themeError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {themeError}
          </Alert>
        )}
        <CardChoice
          label={t('appearance.layout')}
          value={values.layout}
          options={layouts}
          optionLabel={(layout) => t(`appearance.layouts.${layout}`)}
          optionHint={(layout) => t(`appearance.layoutHints.${layout}`)}
          disabledReason={(layout) =>
            layout === 'horizontal' && values.theme === 'semi-dark'
              ? t('appearance.semiDarkHorizontal')
              : null
          }
          preview={(layout) => ({ style: themePreviewStyle(values.theme), layout })}
          onChange={(layout) => change('layout', layout)}
        />
        <Switch
          label={t('appearance.sidebarCollapsed')}
          description={
            horizontal
              ? t('appearance.sidebarCollapsedHorizontal')
              : t('appearance.sidebarCollapsedHint')
          }
          checked={values.sidebarCollapsed}
          disabled={horizontal}
          onChange={(event) => change('sidebarCollapsed', event.currentTarget.checked)}
        />
        <Divider />
        <NavbarColorChoice
          value={values.navbarColor}
          onChange={(color) => change('navbarColor', color)}
        />
        <Segments
          label={t('appearance.navbarType')}
          value={values.navbarType}
          options={navbarTypes}
          optionLabel={(type) => t(`appearance.navbarTypes.${type}`)}
          hint={values.navbarType === 'hidden' ? t('appearance.navbarHiddenHint') : null}
          onChange={(type) => change('navbarType', type)}
        />
        <Segments
          label={t('appearance.footerType')}
          value={values.footerType}
          options={footerTypes}
          optionLabel={(type) => t(`appearance.footerTypes.${type}`)}
          onChange={(type) => change('footerType', type)}
        />
        <Segments
          label={t('appearance.direction')}
          value={values.direction}
          options={directions}
          optionLabel={(direction) => t(`appearance.directions.${direction}`)}
          hint={arabic ? t('appearance.directionArabic') : null}
          onChange={(direction) => change('direction', direction)}
        />
        <Switch
          label={t('appearance.hideScrollToTop')}
          checked={values.hideScrollToTop}
          onChange={(event) => change('hideScrollToTop', event.currentTarget.checked)}
        />
        <Divider />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => setAppearanceDraft({ ...appearanceDefaults })}
            disabled={same(values, appearanceDefaults)}
          >
            {t('appearance.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={() => setAppearanceDraft(null)} disabled={!dirty}>
              {t('appearance.discard')}
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {t('appearance.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
