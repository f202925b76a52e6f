import { ActionIcon, Avatar, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { FeedPost } from '@school/shared/feeds/feeds.contract';
import { feedLimits } from '@school/shared/feeds/feeds.rules';
import { IconDots, IconMessageCircle, IconPin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RichText } from '../../../components/rich-text';
import { toastError } from '../../../lib/toasts';
import { patchPost } from '../api/feed-cache';
import { usePostAction } from '../api/post-actions';
import { AudienceBadge } from './audience-badge';
import { ReactionBar } from './reaction-bar';
import { When } from './when';
import { ToneBadge } from '../../../components/tone-badge';

const PostComposer = lazy(() =>
  import('./post-composer').then((m) => ({ default: m.PostComposer })),
);
const CommentsSection = lazy(() =>
  import('./comments-section').then((m) => ({ default: m.CommentsSection })),
);

/** One post: its author, body, reactions, and its comments expanded in place. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feeds');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'hide' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);
  const action = usePostAction(post.id);
  const run = (name: 'pin' | 'unpin') =>
    action.mutate({ action: name }, { onError: (error) => toastError(error.message) });
  const menu = post.can.edit || post.can.pin || post.can.hide || post.can.delete;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-post={post.id}
      data-pinned={post.pinned || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={post.author?.photo} radius="xl" name={post.author?.name} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {post.author?.name ?? t('post.someone')}
              </Text>
              <Group gap={6}>
                {post.publishedAt ? (
                  <When at={post.publishedAt} />
                ) : (
                  post.scheduledFor && (
                    <Text size="xs" c="orange">
                      {t('post.scheduledFor')} <When at={post.scheduledFor} />
                    </Text>
                  )
                )}
                {post.edited && (
                  <Text size="xs" c="dimmed">
                    · {t('post.edited')}
                  </Text>
                )}
                {post.pinned && (
                  <ToneBadge
                    color="brand"
                    icon={<IconPin size={12} aria-hidden="true" />}
                    label={t('post.pinned')}
                    data-pin-badge
                  />
                )}
                <AudienceBadge audience={post.audience} />
              </Group>
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap">
            {menu && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('post.actions')}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {post.can.edit && (
                    <Menu.Item onClick={() => setEditing(true)}>{t('post.edit')}</Menu.Item>
                  )}
                  {post.can.pin && (
                    <Menu.Item onClick={() => run(post.pinned ? 'unpin' : 'pin')}>
                      {post.pinned ? t('post.unpin') : t('post.pin')}
                    </Menu.Item>
                  )}
                  {post.can.hide && (
                    <Menu.Item onClick={() => setDialog('hide')}>{t('moderation.hide')}</Menu.Item>
                  )}
                  {post.can.delete && (
                    <Menu.Item color="red" onClick={() => setDialog('delete')}>
                      {t('post.delete')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
        {post.hidden && (
          <Text size="xs" c="dimmed">
            {t('post.hiddenBecause', { reason: post.hidden.reason })}
          </Text>
        )}
        {editing ? (
          <Suspense fallback={null}>
            <PostComposer post={post} onClose={() => setEditing(false)} />
          </Suspense>
        ) : (
          <RichText html={post.body} />
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <ReactionBar
            targetId={post.id}
            reactions={post.reactions}
            canReact={post.can.react}
            onChange={(reactions) => patchPost(queryClient, post.id, (p) => ({ ...p, reactions }))}
          />
          {post.publishedAt && (
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconMessageCircle size={14} />}
              aria-expanded={open}
              onClick={() => setOpen((v) => !v)}
            >
              {t('comments.count', { count: post.commentCount })}
            </Button>
          )}
        </Group>
        {open && (
          <Suspense fallback={null}>
            <CommentsSection postId={post.id} canComment={post.can.comment} />
          </Suspense>
        )}
      </Stack>
      <ReasonDialog
        opened={dialog === 'hide'}
        onClose={() => setDialog(null)}
        title={t('moderation.hidePost')}
        description={t('moderation.hideText')}
        confirmLabel={t('moderation.hide')}
        bounds={{ min: 1, max: feedLimits.reason }}
        onConfirm={(reason) => action.mutateAsync({ action: 'hide', reason })}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('post.deleteTitle')}
        confirmLabel={t('post.delete')}
        loading={action.isPending}
        error={action.error?.message}
        onCancel={() => setDialog(null)}
        onConfirm={() => action.mutate({ action: 'delete' }, { onSuccess: () => setDialog(null) })}
      >
        {t('post.deleteText')}
      </ConfirmDialog>
    </Card>
  );
}
