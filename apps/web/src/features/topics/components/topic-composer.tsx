import { Alert, Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import type { TopicDetail } from '@school/shared/topics/topics.contract';
import { isTag, normaliseTag, topicLimits } from '@school/shared/topics/topics.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { translateFieldErrors } from '../../../lib/field-errors';
import { useSubjectName } from '../../../lib/subjects';
import { useSubjects } from '../api/get-subjects';
import { useSaveTopic } from '../api/save-topic';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-editor';
import { useImageUpload } from '../../../components/rich-text-editor/use-image-upload';

type TopicComposerProps = {
  opened: boolean;
  onClose: () => void;
  /** The question to edit; none for a new one. */
  topic?: TopicDetail;
  onSaved: (topic: TopicDetail) => void;
};

/** "Ask a question" (and its author's edit): title, subject, tags and the rich-text body. */
export function TopicComposer({ opened, onClose, topic, onSaved }: TopicComposerProps) {
  const { t } = useTranslation('topics');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={topic ? t('composer.editTitle') : t('composer.askTitle')}
      size="xl"
      radius="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
      closeOnClickOutside={false}
    >
      {/* Mounted while open only, so each opening starts from the question as it is. */}
      {opened && <ComposerForm topic={topic} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

type Errors = Partial<Record<'title' | 'body' | 'tags' | 'subjectId', string>>;

function ComposerForm({ topic, onClose, onSaved }: Omit<TopicComposerProps, 'opened'>) {
  const { t } = useTranslation('topics');
  const save = useSaveTopic(topic?.id);
  const subjects = useSubjects();
  const subjectName = useSubjectName();
  const upload = useImageUpload();
  const [title, setTitle] = useState(topic?.title ?? '');
  const [subjectId, setSubjectId] = useState<string | null>(topic?.subject?.id ?? null);
  const [tags, setTags] = useState<string[]>(topic?.tags ?? []);
  const [body, setBody] = useState({
    html: topic?.body ?? '',
    empty: !topic,
    uploading: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function check(): Errors {
    const found: Errors = {};
    const length = title.trim().length;
    if (length < topicLimits.title.min)
      found.title = t('composer.titleTooShort', { limit: topicLimits.title.min });
    else if (length > topicLimits.title.max)
      found.title = t('composer.titleTooLong', { limit: topicLimits.title.max });
    if (body.empty) found.body = t('composer.bodyRequired');
    if (tags.length > topicLimits.tags)
      found.tags = t('composer.tooManyTags', { limit: topicLimits.tags });
    else if (tags.some((tag) => !isTag(tag))) found.tags = t('composer.badTag');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || body.uploading) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        title: title.trim(),
        body: body.html,
        subjectId,
        tags,
      });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(
          translateFieldErrors(error, {
            title: { bounds: topicLimits.title },
            tags: { bounds: { max: topicLimits.tags } },
          }),
        );
      }
      setFailure(error instanceof ApiError ? error.message : t('composer.failed'));
    }
  }

  const subjectData = (subjects.data?.items ?? [])
    .map((subject) => ({ value: subject.id, label: subjectName(subject) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <form onSubmit={submit} noValidate data-topic-composer>
      <Stack gap="md">
        <TextInput
          label={t('composer.title')}
          description={t('composer.titleHint')}
          required
          data-autofocus
          maxLength={topicLimits.title.max}
          value={title}
          error={errors.title}
          dir="auto"
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <RichTextField
          label={t('composer.body')}
          placeholder={t('composer.bodyPlaceholder')}
          initialHtml={topic?.body}
          error={errors.body}
          onChange={(html, state) => setBody({ html, ...state })}
          uploadImage={upload.upload}
          onUploadError={upload.onError}
          uploadProgress={upload.progress}
          minHeight={200}
        />
        {upload.error && (
          <Alert color="red" variant="light" role="alert">
            {upload.error}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('composer.subject')}
            placeholder={t('composer.noSubject')}
            data={subjectData}
            value={subjectId}
            onChange={setSubjectId}
            searchable
            clearable
            error={errors.subjectId}
            miw={200}
          />
          <TagsInput
            label={t('composer.tags')}
            description={t('composer.tagsHint', { limit: topicLimits.tags })}
            value={tags}
            onChange={(next) => setTags([...new Set(next.map(normaliseTag).filter(Boolean))])}
            maxTags={topicLimits.tags}
            error={errors.tags}
            clearable
            miw={200}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={body.uploading}>
            {topic ? t('composer.saveEdit') : t('composer.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
