import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { hasPermission } from '@school/shared/auth/roles';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ColumnsSkeleton, DetailPending } from '../../../components/detail-pending';
import { useSession } from '../../../lib/session';
import { SectionCard } from '../../../components/section-card';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useTutor } from '../api/get-tutor';
import { BackLink } from '../../../components/back-link';
import { FreeSlots } from '../components/free-slots';
import { ProfileHeader } from '../components/profile-header';
import { ProfileVideo } from '../components/profile-video';
import { ReviewList } from '../components/review-list';
import { SubjectLevels } from '../components/subject-levels';

/** The search's address the card was opened from (kept in the history entry), or none. */
function searchOf(state: unknown): string {
  if (state && typeof state === 'object' && 'search' in state) {
    const { search } = state;
    if (typeof search === 'string' && (search === '' || search.startsWith('?'))) return search;
  }
  return '';
}

/**
 * Where booking this tutor starts (a page of the appointments module, linked by address): the
 * search's subject and the topic it came from (a topic's "Find a tutor") travel with it.
 */
function bookingPath(tutorId: string, search: string): string {
  const from = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of ['subjectId', 'topicId']) {
    const value = from.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `/find-tutor/${encodeURIComponent(tutorId)}/book${text ? `?${text}` : ''}`;
}

/** A tutor's public profile: who they are, their free hours this week and after, reviews. */
export function TutorProfilePage() {
  const { tutorId = '' } = useParams();
  const { t } = useTranslation('tutors');
  const { t: tApp } = useTranslation();
  const location = useLocation();
  const query = useTutor(tutorId);
  const tutor = query.data;
  useDocumentTitle(`${tutor?.displayName ?? t('profile.documentTitle')} · ${tApp('app.name')}`);
  const search = searchOf(location.state);
  const back = <BackLink to={`/find-tutor${search}`} label={t('profile.back')} />;
  const session = useSession();
  // Editors and the platform admin look; those who may spend the school's credits book.
  const canBook =
    session.status === 'signed-in' && hasPermission(session.user.role, 'appointments.book');
  const bookHref = canBook ? bookingPath(tutorId, search) : null;

  if (query.isError || !tutor)
    return (
      <DetailPending
        back={back}
        query={query}
        notFound={{ title: t('profile.notFoundTitle'), text: t('profile.notFoundText') }}
        skeleton={
          <>
            <SkeletonBlock height={146} radius="lg" />
            <SkeletonBlock height={260} radius="lg" />
            <ColumnsSkeleton main={320} side={200} />
          </>
        }
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {back}
        {bookHref && (
          <Button
            component={Link}
            to={bookHref}
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            {t('profile.book')}
          </Button>
        )}
      </Group>
      <ProfileHeader tutor={tutor} />
      <FreeSlots
        tutorId={tutor.id}
        zone={tutor.timeZone}
        firstSlots={tutor.slots}
        bookHref={bookHref}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <SectionCard title={t('profile.about')} id="tutor-about">
              {tutor.bio ? (
                <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                  {tutor.bio}
                </Text>
              ) : (
                <Text c="dimmed">{t('profile.noBio')}</Text>
              )}
              {tutor.videoEmbedUrl && (
                <ProfileVideo embedUrl={tutor.videoEmbedUrl} name={tutor.displayName} />
              )}
            </SectionCard>
            <ReviewList tutorId={tutor.id} zone={tutor.timeZone} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SubjectLevels subjects={tutor.subjects} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
