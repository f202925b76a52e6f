import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Answer } from '@school/shared/topics/topics.contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { toastSuccess } from '../../../lib/toasts';
import { usePostAnswer, useUpdateAnswer } from '../api/answer-actions';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-editor';
import { useImageUpload } from '../../../components/rich-text-editor/use-image-upload';

type AnswerComposerProps = {
  topicId: string;
  /** The answer to edit; none for a new one. */
  answer?: Answer;
  onDone: () => void;
  onCancel: () => void;
};

/** Writing an answer, or its author's edit of one, with the same editor as the question. */
export function AnswerComposer({ topicId, answer, onDone, onCancel }: AnswerComposerProps) {
  const { t } = useTranslation('topics');
  const post = usePostAnswer(topicId);
  const update = useUpdateAnswer(topicId);
  const upload = useImageUpload();
  const [body, setBody] = useState({
    html: answer?.body ?? '',
    empty: !answer,
    uploading: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = post.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.empty) {
      setError(t('composer.bodyRequired'));
      return;
    }
    if (body.uploading) return;
    setError(null);
    setFailure(null);
    try {
      if (answer) await update.mutateAsync({ id: answer.id, body: body.html });
      else await post.mutateAsync(body.html);
      toastSuccess(answer ? t('answers.edited') : t('answers.posted'));
      onDone();
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('composer.failed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-answer-composer>
      <Stack gap="sm">
        <RichTextField
          label={answer ? t('answers.editLabel') : t('answers.yourAnswer')}
          placeholder={t('answers.placeholder')}
          initialHtml={answer?.body}
          error={error}
          onChange={(html, state) => setBody({ html, ...state })}
          uploadImage={upload.upload}
          onUploadError={upload.onError}
          uploadProgress={upload.progress}
        />
        {(upload.error ?? failure) && (
          <Alert color="red" variant="light" role="alert">
            {upload.error ?? failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={body.uploading}>
            {answer ? t('composer.saveEdit') : t('answers.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
