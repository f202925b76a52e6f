import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../i18n/title-keys';
import { PageHeader } from './page-header';

type SectionBeingBuiltProps = { titleKey: TitleKey };

/** The page of a console module that is not built yet: its title and nothing made up. */
export function SectionBeingBuilt({ titleKey }: SectionBeingBuiltProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconHammer size={28} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600} size="lg" ta="center">
            {t('page.beingBuilt')}
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            {t('page.beingBuiltHint')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
