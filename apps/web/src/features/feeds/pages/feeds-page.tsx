import {
  Button,
  Card,
  Center,
  Loader,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { hasPermission } from '@school/shared/auth/roles';
import { feedKinds, type FeedKind } from '@school/shared/feeds/feeds.rules';
import { IconArrowUp, IconNews, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SchoolRequired } from '../../../components/school-required';
import { useSession } from '../../../lib/session';
import { useFeed } from '../api/get-feed';
import { useFeedLive } from '../api/use-feed-live';
import { ActivityRow } from '../components/activity-row';
import { PostCard } from '../components/post-card';

const PostComposer = lazy(() =>
  import('../components/post-composer').then((m) => ({ default: m.PostComposer })),
);

const isKind = (value: string | null): value is FeedKind =>
  (feedKinds as readonly string[]).includes(value ?? '');

function FeedSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={120} radius="md" />
      ))}
    </Stack>
  );
}

/** Feeds (spec §2): the school's posts and activity, newest first, live. */
export function FeedsPage() {
  const { t } = useTranslation('feeds');
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind: FeedKind = isKind(kindParam) ? kindParam : 'all';
  const [writing, setWriting] = useState(false);
  const feed = useFeed(kind);
  const live = useFeedLive();
  const mayPost = session.status === 'signed-in' && hasPermission(session.user.role, 'feeds.post');

  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  const loaded = useMemo(() => new Set(items.map((i) => i.id)), [items]);
  const fresh = [...live.arrived].filter((id) => !loaded.has(id)).length;

  // Infinite scroll: the next page loads as the end of the list comes into view.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const showNew = () => {
    live.clear();
    void feed.refetch();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Stack gap="lg" maw={760} w="100%" mx="auto">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <SchoolRequired>
        {mayPost && (
          <Card withBorder radius="md" padding="md">
            {writing ? (
              <Suspense fallback={<Skeleton height={260} radius="md" />}>
                <PostComposer onClose={() => setWriting(false)} />
              </Suspense>
            ) : (
              <Button
                variant="light"
                justify="flex-start"
                leftSection={<IconPencil size={16} />}
                onClick={() => setWriting(true)}
                onPointerEnter={() => void import('../components/post-composer')}
                fullWidth
                data-open-composer
              >
                {t('composer.open')}
              </Button>
            )}
          </Card>
        )}
        <SegmentedControl
          value={kind}
          onChange={(value) => setSearch(value === 'all' ? {} : { kind: value }, { replace: true })}
          data={feedKinds.map((k) => ({ value: k, label: t(`filters.${k}`) }))}
          aria-label={t('filters.label')}
          style={{ alignSelf: 'flex-start' }}
        />
        {fresh > 0 && (
          <Center style={{ position: 'sticky', top: 72, zIndex: 5 }}>
            <Button
              radius="xl"
              size="xs"
              leftSection={<IconArrowUp size={14} />}
              onClick={showNew}
              data-new-posts
            >
              {t('live.newPosts', { count: fresh })}
            </Button>
          </Center>
        )}
        {feed.isError ? (
          <LoadError error={feed.error} onRetry={() => void feed.refetch()} />
        ) : !feed.data ? (
          <FeedSkeleton />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<IconNews size={28} aria-hidden="true" />}
            title={t('list.empty')}
            text={mayPost ? t('list.emptyStaff') : t('list.emptyText')}
          />
        ) : (
          <Stack gap="md" data-feed>
            {items.map((item) =>
              item.kind === 'post' ? (
                <PostCard key={item.id} post={item} />
              ) : (
                <ActivityRow key={item.id} item={item} />
              ),
            )}
            <div ref={end} />
            {isFetchingNextPage && (
              <Center>
                <Loader size="sm" aria-label={t('list.loadingMore')} />
              </Center>
            )}
            {hasNextPage && !isFetchingNextPage && (
              <Button variant="subtle" onClick={() => void fetchNextPage()}>
                {t('list.more')}
              </Button>
            )}
            {!hasNextPage && (
              <Text size="sm" c="dimmed" ta="center">
                {t('list.end')}
              </Text>
            )}
          </Stack>
        )}
      </SchoolRequired>
    </Stack>
  );
}
