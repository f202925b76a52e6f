import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useActingSchool } from '../../../lib/chosen-school';
import { useSession } from '../../../lib/session';
import { useSubjectName } from '../../../lib/subjects';
import { useClass } from '../api/get-class';
import { AttendanceCard } from '../components/attendance-card';
import { BackLink } from '../../../components/back-link';
import { ColumnsSkeleton, DetailPending } from '../../../components/detail-pending';
import { PhaseBadge, StatusBadge } from '../components/class-badges';
import { ClassFacts } from '../components/class-facts';
import { DecisionActions } from '../components/decision-actions';
import { DecisionHistory } from '../components/decision-history';
import { EnrolmentCard } from '../components/enrolment-card';
import { IntroVideo } from '../components/intro-video';
import { SectionCard } from '../../../components/section-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { SessionList } from '../components/session-list';

/** One class: decisions, facts, introduction, sessions, students and attendance. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('classes');
  const { t: tApp } = useTranslation();
  const subjectName = useSubjectName();
  const session = useSession();
  const query = useClass(id);
  const detail = query.data;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useDocumentTitle(`${detail?.title ?? t('detail.documentTitle')} · ${tApp('app.name')}`);

  const user = session.status === 'signed-in' ? session.user : null;
  const actingSchool = useActingSchool();
  const canDecide = user ? hasPermission(user.role, 'classes.approve') : false;
  const canEdit = user?.role === 'sadmin';
  // Enrolment and attendance are kept inside a school: the user's own or the one chosen.
  const canManage =
    Boolean(actingSchool.id) && (user ? hasPermission(user.role, 'classes.view') : false);

  const back = <BackLink to="/manage-classes" label={tApp('menu.classes-view')} />;

  if (query.isError || !detail)
    return (
      <DetailPending
        back={back}
        query={query}
        notFound={{ title: t('detail.notFoundTitle'), text: t('detail.notFoundText') }}
        skeleton={
          <>
            <SkeletonBlock height={40} width="50%" />
            <ColumnsSkeleton main={360} side={360} />
          </>
        }
      />
    );

  const editable =
    canEdit && (detail.status === 'pending_approval' || detail.status === 'approved');
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <StatusBadge status={detail.status} size="lg" />
            {detail.phase && <PhaseBadge phase={detail.phase} size="lg" />}
          </Group>
          <Title order={1} size="h2" dir="auto">
            {detail.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('detail.subtitle', {
              subject: subjectName(detail.subject),
              tutor: detail.tutor.name,
            })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {canDecide && <DecisionActions detail={detail} onResult={setResult} />}
          {editable && (
            <Button
              component={Link}
              to={`/manage-classes/${detail.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden="true" />}
            >
              {t('actions.edit')}
            </Button>
          )}
        </Group>
      </Group>
      {result && (
        <Alert
          color={result.ok ? 'green' : 'red'}
          variant="light"
          role={result.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t('outcome.dismiss')}
          onClose={() => setResult(null)}
        >
          {result.message}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <SectionCard title={t('detail.about')} id="class-about">
              {detail.description ? (
                <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                  {detail.description}
                </Text>
              ) : (
                <Text c="dimmed">{t('detail.noDescription')}</Text>
              )}
              {detail.videoEmbedUrl ? (
                <IntroVideo embedUrl={detail.videoEmbedUrl} classTitle={detail.title} />
              ) : (
                <Paper withBorder p="md" radius="md" bg="var(--app-canvas)">
                  <Text size="sm" c="dimmed">
                    {t('detail.noVideo')}
                  </Text>
                </Paper>
              )}
            </SectionCard>
            {canManage && <EnrolmentCard detail={detail} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <ClassFacts detail={detail} />
            <SessionList sessions={detail.sessions} />
            <DecisionHistory decisions={detail.decisions} />
          </Stack>
        </Grid.Col>
      </Grid>
      {canManage && <AttendanceCard classId={detail.id} />}
    </Stack>
  );
}
