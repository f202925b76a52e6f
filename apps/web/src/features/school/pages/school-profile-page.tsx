import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { useSchool } from '../api/get-school';
import { SchoolProfileForm } from '../components/school-profile-form';
import { SchoolProfileView } from '../components/school-profile-view';

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
      <PageHeader title={title} description={t('subtitle')} />
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
        <LoadError
          title={t('error.loadTitle')}
          error={school.error}
          onRetry={() => void school.refetch()}
          retrying={school.isFetching}
        />
      ) : canEdit ? (
        <SchoolProfileForm key={school.data.id} profile={school.data} />
      ) : (
        <SchoolProfileView profile={school.data} />
      )}
    </Stack>
  );
}
