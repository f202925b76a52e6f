import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-editor';
import { useImageUpload } from '../../../components/rich-text-editor/use-image-upload';
import { toastSuccess } from '../../../lib/toasts';
import type { FeedPost } from '@school/shared/feeds/feeds.contract';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { useAudienceClasses } from '../api/get-classes';

/**
 * Writing a post: rich text with uploaded images (shown as they upload), who it is for, comments
 * on or off, and an optional time to publish it. Its code (the editor) loads when it opens.
 */
export function PostComposer({ onClose, post }: { onClose: () => void; post?: FeedPost }) {
  const { t } = useTranslation('feeds');
  const upload = useImageUpload();
  const creating = useCreatePost();
  const updating = useUpdatePost(post?.id ?? '');
  const create = post ? updating : creating;
  const [body, setBody] = useState({ html: post?.body ?? '', empty: !post, uploading: false });
  const [audience, setAudience] = useState(post?.audience ?? 'everyone');
  const [commentsAllowed, setCommentsAllowed] = useState(post?.commentsAllowed ?? true);
  const [publishAt, setPublishAt] = useState('');
  const [version, setVersion] = useState(0);
  const classes = useAudienceClasses(true);
  const fields = create.error?.fields ?? {};

  const audiences = [
    { value: 'everyone', label: t('audience.everyone') },
    { value: 'staff', label: t('audience.staff') },
    { value: 'students', label: t('audience.students') },
    ...(classes.data?.items ?? []).map((c) => ({
      value: `class:${c.id}`,
      label: t('audience.oneClass', { title: c.title }),
    })),
  ];

  const submit = () =>
    post
      ? updating.mutate(
          { body: body.html, audience, commentsAllowed },
          {
            onSuccess: () => {
              toastSuccess(t('composer.saved'));
              onClose();
            },
          },
        )
      : creating.mutate(
          {
            body: body.html,
            audience,
            commentsAllowed,
            ...(publishAt ? { publishAt: new Date(publishAt).toISOString() } : {}),
          },
          {
            onSuccess: (created) => {
              toastSuccess(created.scheduledFor ? t('composer.scheduled') : t('composer.posted'));
              setBody({ html: '', empty: true, uploading: false });
              setPublishAt('');
              setVersion((v) => v + 1);
              onClose();
            },
          },
        );

  return (
    <Stack gap="sm" data-composer>
      <RichTextField
        key={version}
        initialHtml={post?.body}
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        error={fields.body ?? null}
        onChange={(html, state) => setBody({ html, ...state })}
        uploadImage={upload.upload}
        onUploadError={upload.onError}
        uploadProgress={upload.progress}
        minHeight={120}
      />
      {body.uploading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('composer.uploading')}
          </Text>
        </Group>
      )}
      {upload.error && (
        <Alert color="red" variant="light" p="xs">
          {upload.error}
        </Alert>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('composer.audience')}
          data={audiences}
          value={audience}
          allowDeselect={false}
          error={fields.audience}
          onChange={(value) => setAudience(value ?? 'everyone')}
          miw={200}
        />
        {!post && (
          <TextInput
            type="datetime-local"
            label={t('composer.publishAt')}
            description={t('composer.publishAtHint')}
            value={publishAt}
            error={fields.publishAt}
            onChange={(event) => setPublishAt(event.currentTarget.value)}
            miw={200}
          />
        )}
      </Group>
      <Switch
        label={t('composer.commentsAllowed')}
        checked={commentsAllowed}
        onChange={(event) => setCommentsAllowed(event.currentTarget.checked)}
      />
      {create.error && !fields.body && (
        <Alert color="red" variant="light" p="xs">
          {create.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('composer.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={create.isPending}
          disabled={body.empty || body.uploading}
          data-publish
        >
          {post ? t('composer.save') : publishAt ? t('composer.schedule') : t('composer.post')}
        </Button>
      </Group>
    </Stack>
  );
}
