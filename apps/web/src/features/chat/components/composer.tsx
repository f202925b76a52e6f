import { ActionIcon, CloseButton, Loader, Text, Tooltip } from '@mantine/core';
import type { ChatImage, ChatMessage } from '@school/shared/chat/chat.contract';
import { chatLimits, messageExcerpt } from '@school/shared/chat/chat.rules';
import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { toastError } from '../../../lib/toasts';
import { uploadImage } from '../../../lib/upload-image';
import { sendFrame } from '../live/connection';
import classes from './composer.module.css';
import { GrowingTextarea } from '../../../components/growing-textarea';

type Attachment = { key: string; preview: string; image: ChatImage | null };

type ComposerProps = {
  conversationId: string;
  replyTo: ChatMessage | null;
  editing: ChatMessage | null;
  disabled: boolean;
  saving: boolean;
  onCancel: () => void;
  onSend: (draft: { text: string; images: ChatImage[] }) => void;
  onSave: (text: string) => void;
};

/** Writing a message: text, images (uploaded as they are chosen), a reply, or an edit. */
export function Composer({
  conversationId,
  replyTo,
  editing,
  disabled,
  saving,
  onCancel,
  onSend,
  onSave,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);

  // Editing fills the field with the message's text; leaving the edit empties it.
  const [shownEdit, setShownEdit] = useState<ChatMessage | null>(null);
  if (editing !== shownEdit) {
    setShownEdit(editing);
    setText(editing ? editing.text : '');
    setError(null);
  }
  useEffect(() => {
    if (editing || replyTo) textInput.current?.focus();
  }, [editing, replyTo]);

  // Previews are object URLs: leaving the conversation lets the browser free them.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    previews.current = attachments.map((a) => a.preview);
  }, [attachments]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const uploading = attachments.some((a) => a.image === null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > chatLimits.text;
  const canSend =
    !disabled &&
    !uploading &&
    !tooLong &&
    (trimmed.length > 0 || (!editing && attachments.length > 0));

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < chatLimits.typingThrottleSeconds * 1000) return;
    lastTyping.current = now;
    sendFrame({ type: 'typing', conversationId });
  };

  const submit = () => {
    if (!canSend) return;
    if (editing) {
      onSave(trimmed);
      return;
    }
    onSend({
      text: trimmed,
      images: attachments.flatMap((a) => (a.image ? [a.image] : [])),
    });
    for (const a of attachments) URL.revokeObjectURL(a.preview);
    setAttachments([]);
    setText('');
    lastTyping.current = 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && (editing || replyTo)) {
      onCancel();
    }
  };

  const choose = (files: FileList | null) => {
    if (!files) return;
    const room = chatLimits.images - attachments.length;
    const picked = [...files].slice(0, Math.max(0, room));
    if (files.length > room) toastError(t('composer.tooManyImages', { max: chatLimits.images }));
    for (const file of picked) {
      if (!(uploadMimeTypes as readonly string[]).includes(file.type)) {
        toastError(t('composer.wrongType'));
        continue;
      }
      if (file.size > uploadMaxBytes) {
        toastError(t('composer.tooLarge', { mb: Math.round(uploadMaxBytes / 1_000_000) }));
        continue;
      }
      const key = crypto.randomUUID();
      const preview = URL.createObjectURL(file);
      setAttachments((list) => [...list, { key, preview, image: null }]);
      uploadImage(file)
        .then((uploaded) =>
          setAttachments((list) =>
            list.map((a) => (a.key === key ? { ...a, image: { ...uploaded } } : a)),
          ),
        )
        .catch((reason: unknown) => {
          URL.revokeObjectURL(preview);
          setAttachments((list) => list.filter((a) => a.key !== key));
          toastError(reason instanceof ApiError ? reason.message : t('composer.uploadFailed'));
        });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (key: string) =>
    setAttachments((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.key !== key);
    });

  const context = editing ?? replyTo;
  return (
    <div className={classes.composer}>
      {context && (
        <div className={classes.context}>
          <Text span size="xs" fw={700}>
            {editing
              ? t('composer.editing')
              : t('composer.replyingTo', { name: context.author.name })}
          </Text>
          <span className={classes.contextText} dir="auto">
            {messageExcerpt(context.text)}
          </span>
          <CloseButton size="sm" onClick={onCancel} aria-label={t('composer.cancel')} />
        </div>
      )}
      {attachments.length > 0 && (
        <div className={classes.previews}>
          {attachments.map((a, index) => (
            <div key={a.key} className={classes.preview} data-uploading={!a.image || undefined}>
              <img src={a.preview} alt={t('composer.preview', { n: index + 1 })} />
              {!a.image && (
                <span className={classes.spinner}>
                  <Loader size="sm" aria-label={t('composer.uploading')} />
                </span>
              )}
              <CloseButton
                className={classes.remove}
                size="xs"
                radius="xl"
                variant="filled"
                onClick={() => remove(a.key)}
                aria-label={t('composer.removeImage', { n: index + 1 })}
              />
            </div>
          ))}
        </div>
      )}
      <div className={classes.row}>
        {!editing && (
          <>
            <input
              ref={fileInput}
              className={classes.hiddenInput}
              type="file"
              accept={uploadMimeTypes.join(',')}
              multiple
              onChange={(event) => choose(event.currentTarget.files)}
              tabIndex={-1}
              aria-hidden="true"
            />
            <Tooltip label={t('composer.attach')} withArrow>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => fileInput.current?.click()}
                disabled={disabled || attachments.length >= chatLimits.images}
                aria-label={t('composer.attach')}
              >
                <IconPaperclip size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <GrowingTextarea
          ref={textInput}
          className={classes.input}
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
            if (!editing) typing();
          }}
          onKeyDown={onKeyDown}
          placeholder={disabled ? t('composer.cannotSend') : t('composer.placeholder')}
          aria-label={t('composer.label')}
          disabled={disabled}
          error={error ?? (tooLong ? t('composer.tooLong', { max: chatLimits.text }) : null)}
          dir="auto"
          data-composer
        />
        <Tooltip label={editing ? t('composer.save') : t('composer.send')} withArrow>
          <ActionIcon
            size="lg"
            onClick={submit}
            disabled={!canSend}
            loading={saving}
            aria-label={editing ? t('composer.save') : t('composer.send')}
            data-send
          >
            <IconSend size={18} aria-hidden="true" className={classes.sendIcon} />
          </ActionIcon>
        </Tooltip>
      </div>
    </div>
  );
}
