import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TutorProfile } from '@school/shared/tutors/tutors.contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { languageName } from '../lib/languages';
import { RatingLine } from './rating-line';
import { TutorAvatar } from './tutor-avatar';
import { ToneBadge } from '../../../components/tone-badge';

/** Who the tutor is at a glance: photo, name, headline, rating, rate and languages. */
export function ProfileHeader({ tutor }: { tutor: TutorProfile }) {
  const { t, i18n } = useTranslation('tutors');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <TutorAvatar name={tutor.displayName} photo={tutor.photo} size={96} eager />
        <Stack gap={6} miw={0} style={{ flex: '1 1 260px' }}>
          <Title order={1} size="h2" dir="auto">
            {tutor.displayName}
          </Title>
          {tutor.headline && (
            <Text c="dimmed" dir="auto">
              {tutor.headline}
            </Text>
          )}
          <RatingLine rating={tutor.ratingAverage} count={tutor.ratingCount} language={language} />
          <Group gap="xs" mt={4} wrap="wrap">
            <ToneBadge
              size="lg"
              color="brand"
              label={t('card.perHour', { rate: formatNumber(tutor.hourlyRateCredits, language) })}
            />
            {tutor.languages.map((code) => (
              <ToneBadge
                key={code}
                size="lg"
                variant="outline"
                label={languageName(code, language)}
              />
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
