import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListCard } from '../../../components/list-card';
import { StarRating } from '../../../components/star-rating';
import { useListSearchParams } from '../../../hooks/use-list-search-params';
import { param } from '../../../lib/list-params';
import { useTutorReviews } from '../api/get-tutor-reviews';
import { useSchoolFormat } from '../../../lib/use-school-format';

/** The reviews' page is in the address, so a reload or a shared link shows the same page. */
const reviewsSpec = { page: param.page() };
const pageSize = 5;

/** The tutor's reviews, newest first, five a page. */
export function ReviewList({ tutorId, zone }: { tutorId: string; zone: string }) {
  const { t } = useTranslation('tutors');
  const format = useSchoolFormat(zone);
  const { params, update } = useListSearchParams(reviewsSpec);
  const reviews = useTutorReviews(tutorId, params.page, pageSize);
  const data = reviews.data;

  return (
    <section aria-labelledby="tutor-reviews">
      <ListCard
        header={
          <Text component="h2" fw={700} size="lg" p="md" id="tutor-reviews">
            {t('profile.reviews')}
          </Text>
        }
        query={reviews}
        pager={
          data
            ? {
                page: params.page,
                pageSize,
                total: data.total,
                onPage: (page) => update({ page }),
                label: t('profile.reviewsLabel'),
              }
            : null
        }
      >
        {reviews.isPending ? (
          <Stack gap={0} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Box key={i} p="md" h={96}>
                <Skeleton height={14} width={120} />
                <Skeleton height={12} width="90%" mt={12} />
                <Skeleton height={12} width="60%" mt={8} />
              </Box>
            ))}
          </Stack>
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={<IconMessageStar size={28} stroke={1.6} aria-hidden="true" />}
            title={t('profile.noReviews')}
          />
        ) : (
          <Stack
            component="ol"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: reviews.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.items.map((review, index) => (
              <Box
                component="li"
                key={review.id}
                p="md"
                style={{
                  borderTop:
                    index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
                }}
              >
                <Stack gap={6}>
                  <StarRating
                    value={review.rating}
                    label={t('profile.reviewRating', { rating: review.rating })}
                    size="xs"
                  />
                  {review.text ? (
                    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {review.text}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('profile.noText')}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    <span dir="auto">{review.authorName ?? t('profile.anonymous')}</span>
                    {' · '}
                    <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
                  </Text>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </ListCard>
    </section>
  );
}
