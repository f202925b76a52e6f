import { Alert, Button, Divider, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { Preferences } from '@school/shared/account/account.contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../api/preferences';
import { chooseAppearance } from '../appearance/appearance-save';
import {
  appearanceDefaults,
  sameAppearance,
  useAppearanceState,
} from '../appearance/appearance-store';
import { CardChoice, NavbarColorChoice, Segments, themePreviewStyle } from './appearance-options';
import { SaveStatusLine } from './save-status-line';
import { SettingsSection } from './settings-section';

const themes = ['light', 'dark', 'semi-dark', 'system'] as const;
const layouts = ['vertical', 'horizontal', 'full'] as const;
const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
const footerTypes = ['static', 'sticky', 'hidden'] as const;
const directions = ['ltr', 'rtl'] as const;

/**
 * The customizer of spec §3/§4. Every choice is in effect at once and saved to the account
 * (appearance-save), so there is nothing to save or discard and every device starts with it.
 */
export function AppearanceTab() {
  const { t, i18n } = useTranslation('account');
  const query = usePreferences();
  const { saved: values, status } = useAppearanceState();

  if (!values) {
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

  const change = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    chooseAppearance({ ...values, [key]: value });
  const arabic = (i18n.resolvedLanguage ?? i18n.language) === 'ar';
  const horizontal = values.layout === 'horizontal';

  return (
    <SettingsSection title={t('appearance.title')} hint={t('appearance.hint')}>
      <Stack gap="xl">
        <SaveStatusLine status={status} />
        <CardChoice
          label={t('appearance.theme')}
          phoneColumns={2}
          columns={4}
          value={values.theme}
          options={themes}
          optionLabel={(theme) => t(`appearance.themes.${theme}`)}
          disabledReason={(theme) =>
            theme === 'semi-dark' && horizontal ? t('appearance.semiDarkHorizontal') : null
          }
          preview={(theme) => ({
            style: themePreviewStyle(theme),
            layout: 'vertical',
            split: theme === 'system',
          })}
          onChange={(theme) => change('theme', theme)}
        />
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
          preview={(layout) => ({
            style: themePreviewStyle(values.theme),
            layout,
            split: values.theme === 'system',
          })}
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
        <Group justify="flex-start">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => chooseAppearance({ ...appearanceDefaults })}
            disabled={sameAppearance(values, appearanceDefaults)}
          >
            {t('appearance.reset')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
