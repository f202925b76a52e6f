import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconAlertCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addFeatureTranslations } from '../../../i18n/feature-translations';
import { useSession } from '../../../lib/session';
import { useSchool } from '../api/get-school';
import { SchoolProfileForm } from '../components/school-profile-form';
import { SchoolProfileView } from '../components/school-profile-view';
import { ToastOutlet } from '../components/toast-outlet';
import ar from '../locales/ar.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

addFeatureTranslations('school', { en, de, fr, pt, ar });

function ProfileSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true">
      {[3, 2, 2].map((rows, index) => (
        <Paper key={index} withBorder radius="lg" p="lg">
          <Skeleton height={14} width={140} radius="xl" mb="lg" />
          <Stack gap="md">
            {Array.from({ length: rows }, (_, row) => (
              <Skeleton key={row} height={36} radius="md" />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /school-profile: school admins edit the profile; editors read it. */
export function SchoolProfilePage() {
  const { t } = useTranslation('school');
  const { t: tApp } = useTranslation();
  const title = tApp('menu.school');
  useDocumentTitle(`${title} · ${tApp('app.name')}`);
  const session = useSession();
  const canEdit = session.status === 'signed-in' && hasPermission(session.user.role, 'school.edit');
  const school = useSchool();

  return (
    <Stack gap="lg">
      <ToastOutlet />
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      {!canEdit && (
        <Alert
          variant="light"
          color="blue"
          radius="md"
          icon={<IconLock size={18} aria-hidden="true" />}
          title={t('readOnly.title')}
        >
          {t('readOnly.text')}
        </Alert>
      )}
      {school.isPending ? (
        <ProfileSkeleton />
      ) : school.isError ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={t('error.loadTitle')}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{school.error.message}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={school.isFetching}
              onClick={() => void school.refetch()}
            >
              {t('error.retry')}
            </Button>
          </Group>
        </Alert>
      ) : canEdit ? (
        <SchoolProfileForm key={school.data.id} profile={school.data} />
      ) : (
        <SchoolProfileView profile={school.data} />
      )}
    </Stack>
  );
}
