import { ActionIcon, Alert, Avatar, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { FeedComment } from '@school/shared/feeds/feeds.contract';
import { feedLimits } from '@school/shared/feeds/feeds.rules';
import { IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toastError } from '../../../lib/toasts';
import { patchComment } from '../api/feed-cache';
import { useAddComment, useCommentAction, useComments, useEditComment } from '../api/comments';
import { LinkedText } from './linked-text';
import { ReactionBar } from './reaction-bar';
import { When } from './when';
import { GrowingTextarea } from '../../../components/growing-textarea';

function CommentForm({
  postId,
  parentId,
  editing,
  onDone,
}: {
  postId: string;
  parentId?: string;
  /** The comment whose text this form changes (its author's edit). */
  editing?: FeedComment;
  onDone?: () => void;
}) {
  const { t } = useTranslation('feeds');
  const [text, setText] = useState(editing?.text ?? '');
  const add = useAddComment(postId);
  const edit = useEditComment(postId);
  const saving = editing ? edit : add;
  const done = {
    onSuccess: () => {
      setText('');
      onDone?.();
    },
  };
  const submit = () =>
    editing
      ? edit.mutate({ id: editing.id, text: text.trim() }, done)
      : add.mutate({ text: text.trim(), ...(parentId ? { parentId } : {}) }, done);
  const label = editing
    ? t('comments.editLabel')
    : parentId
      ? t('comments.reply')
      : t('comments.write');
  return (
    <Stack gap={4}>
      <GrowingTextarea
        aria-label={label}
        placeholder={label}
        minRows={1}
        maxRows={6}
        maxLength={feedLimits.comment}
        value={text}
        error={saving.error?.message}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (editing && event.key === 'Escape') onDone?.();
        }}
      />
      <Group justify="flex-end" gap="xs">
        {editing && (
          <Button size="xs" variant="default" onClick={onDone}>
            {t('comments.cancel')}
          </Button>
        )}
        <Button size="xs" disabled={!text.trim()} loading={saving.isPending} onClick={submit}>
          {editing ? t('comments.save') : t('comments.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function CommentRow({ comment, postId }: { comment: FeedComment; postId: string }) {
  const { t } = useTranslation('feeds');
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [hiding, setHiding] = useState(false);
  const action = useCommentAction(postId);
  return (
    <Stack gap={4} ps={comment.parentId ? 'xl' : 0} data-comment={comment.id}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Avatar src={comment.author?.photo} size="sm" radius="xl" name={comment.author?.name} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {comment.author?.name ?? t('post.someone')}
            </Text>
            <When at={comment.createdAt} />
            {comment.edited && (
              <Text size="xs" c="dimmed">
                · {t('post.edited')}
              </Text>
            )}
          </Group>
          {comment.hidden && (
            <Text size="xs" c="dimmed">
              {t('post.hiddenBecause', { reason: comment.hidden.reason })}
            </Text>
          )}
          {editing ? (
            <CommentForm postId={postId} editing={comment} onDone={() => setEditing(false)} />
          ) : (
            <LinkedText text={comment.text} />
          )}
          <Group gap="xs">
            <ReactionBar
              size="compact-xs"
              targetId={comment.id}
              reactions={comment.reactions}
              canReact={comment.hidden === null}
              onChange={(reactions) =>
                patchComment(queryClient, postId, comment.id, (c) => ({ ...c, reactions }))
              }
            />
            {comment.can.reply && (
              <Button size="compact-xs" variant="subtle" onClick={() => setReplying((v) => !v)}>
                {t('comments.replyAction')}
              </Button>
            )}
            {comment.can.edit && !editing && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('comments.edit')}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={14} />
              </ActionIcon>
            )}
            {comment.can.hide && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('comments.hide')}
                onClick={() => setHiding(true)}
              >
                <IconEyeOff size={14} />
              </ActionIcon>
            )}
            {comment.can.delete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('comments.delete')}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
          {replying && (
            <CommentForm postId={postId} parentId={comment.id} onDone={() => setReplying(false)} />
          )}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={deleting}
        title={t('comments.delete')}
        confirmLabel={t('comments.deleteConfirm')}
        loading={action.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          action.mutate(
            { id: comment.id, action: 'delete' },
            {
              onSuccess: () => setDeleting(false),
              onError: (e) => toastError(e.message),
            },
          )
        }
      >
        {comment.parentId ? t('comments.deleteText') : t('comments.deleteWithReplies')}
      </ConfirmDialog>
      <ReasonDialog
        opened={hiding}
        onClose={() => setHiding(false)}
        title={t('comments.hide')}
        description={t('moderation.hideText')}
        confirmLabel={t('moderation.hide')}
        bounds={{ min: 1, max: feedLimits.reason }}
        onConfirm={(reason) => action.mutateAsync({ id: comment.id, action: 'hide', reason })}
      />
    </Stack>
  );
}

/** A post's comments, expanded in place under it: replies under their comment, one level. */
export function CommentsSection({ postId, canComment }: { postId: string; canComment: boolean }) {
  const { t } = useTranslation('feeds');
  const query = useComments(postId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height={48} radius="md" />;
  const items = query.data.items;
  const ordered = items
    .filter((c) => c.parentId === null)
    .flatMap((top) => [top, ...items.filter((c) => c.parentId === top.id)]);
  return (
    <Stack gap="sm" data-comments={postId}>
      {ordered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      )}
      {ordered.map((comment) => (
        <CommentRow key={comment.id} comment={comment} postId={postId} />
      ))}
      {canComment ? (
        <CommentForm postId={postId} />
      ) : (
        <Alert variant="light" color="gray" p="xs">
          {t('comments.closed')}
        </Alert>
      )}
    </Stack>
  );
}
