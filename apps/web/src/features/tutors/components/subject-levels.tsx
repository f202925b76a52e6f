import { Group, Stack, Text } from '@mantine/core';
import type { TutorSubject } from '@school/shared/tutors/tutors.contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useSubjectName } from '../../../lib/subjects';
import { ToneBadge } from '../../../components/tone-badge';

/** Each subject the tutor teaches with the levels they teach it at. */
export function SubjectLevels({ subjects }: { subjects: TutorSubject[] }) {
  const { t } = useTranslation('tutors');
  const subjectName = useSubjectName();
  return (
    <SectionCard title={t('profile.subjects')} id="tutor-subjects">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {subjects.map((subject) => (
          <Group key={subject.id} component="li" gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600} size="sm">
              {subjectName(subject)}
            </Text>
            <Group gap={4} wrap="wrap">
              {subject.levels.map((level) => (
                <ToneBadge key={level} label={t(`levels.${level}`)} />
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
