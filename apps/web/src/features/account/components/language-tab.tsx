import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@school/shared/auth/auth.contract';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../i18n/i18n';
import { isLanguage, languages, type Language } from '../../../i18n/languages';
import { fieldErrorText } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import classes from './option-card.module.css';
import { SettingsSection } from './settings-section';
import { ToneBadge } from '../../../components/tone-badge';

export function LanguageTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const [choice, setChoice] = useState<Language>(isLanguage(current) ? current : 'en');
  const profile = useUpdateProfile();

  const save = () =>
    profile.mutate(
      { firstName: user.firstName, lastName: user.lastName, photo: user.photo, locale: choice },
      {
        onSuccess: async () => {
          await chooseLanguage(choice);
          // This render's `t` still speaks the old language; the toast speaks the new one.
          toastSuccess(i18n.getFixedT(choice, 'account')('language.saved'));
        },
        onError: (error) =>
          toastError(
            error.fields.locale === undefined
              ? t('profile.failed')
              : fieldErrorText(error.fieldCodes.locale, error.fields.locale),
          ),
      },
    );

  return (
    <SettingsSection title={t('language.title')} hint={t('language.hint')}>
      <Stack gap="lg">
        <Radio.Group
          value={choice}
          onChange={(value) => isLanguage(value) && setChoice(value)}
          label={t('language.label')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
            {languages.map((language) => (
              <Radio.Card
                key={language.code}
                value={language.code}
                className={classes.card}
                radius="md"
                lang={language.code}
              >
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <div style={{ flex: 1 }}>
                    <Text fw={600}>{language.name}</Text>
                    <Text size="xs" c="dimmed" tt="uppercase">
                      {language.code}
                    </Text>
                  </div>
                  {language.code === current && (
                    <ToneBadge
                      color="brand"
                      icon={<IconCheck size={12} aria-hidden="true" />}
                      label={t('language.current')}
                    />
                  )}
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="flex-end">
          <Button onClick={save} loading={profile.isPending} disabled={choice === current}>
            {t('language.save')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
