import '@mantine/tiptap/styles.css';
import { Input, Progress, Text } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorLabels } from './editor-labels';
import classes from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  label: string;
  /** The HTML to start from (an edit); empty for a new post. */
  initialHtml?: string;
  placeholder?: string;
  error?: string | null;
  /** The body as HTML after every change, and whether an image is still uploading. */
  onChange: (html: string, state: { empty: boolean; uploading: boolean }) => void;
  /** Stores an image and answers its URL (POST /api/uploads); stable, as is onUploadError. */
  uploadImage: (file: File) => Promise<string>;
  onUploadError: (error: unknown) => void;
  /** How much of the image being uploaded is sent (0–1); null or absent when none is. */
  uploadProgress?: number | null;
  minHeight?: number;
};

/**
 * A rich-text field (a question, an answer, a feed post): Mantine's tiptap editor with what the server's
 * allow-list keeps (paragraphs, bold, italic, underline, strike, lists, links, code, quotes, h2–h4,
 * uploaded images). Loaded with the composer only (its own chunk).
 */
export function RichTextField({
  label,
  initialHtml = '',
  placeholder,
  error,
  onChange,
  uploadImage,
  onUploadError,
  uploadProgress = null,
  minHeight = 160,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const labelId = useId();
  const errorId = useId();
  // The editor is made once from these (useEditor reads extensions only then); its event
  // handlers (onUpdate) are refreshed on every render.
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, horizontalRule: false }),
      Link.configure({
        openOnClick: false,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
      }),
      getUploadImageExtension(Image, {
        onImageUpload: uploadImage,
        onImageUploadError: (_file: File, failure: unknown) => onUploadError(failure),
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    [placeholder, uploadImage, onUploadError],
  );
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: 'auto',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      let uploading = false;
      current.state.doc.descendants((node) => {
        if (node.type.name === 'image' && node.attrs.uploading) uploading = true;
        return !uploading;
      });
      onChange(current.getHTML(), { empty: current.isEmpty, uploading });
    },
  });

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div' }}
      error={error}
      errorProps={{ id: errorId }}
      required
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        data-error={error ? true : undefined}
        data-rich-text-editor
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp,image/gif" />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
      {uploadProgress !== null && (
        <ImageUploadProgress
          percent={Math.round(uploadProgress * 100)}
          label={(percent) => t('editor.imageUploading', { percent })}
        />
      )}
    </Input.Wrapper>
  );
}

/** How far the image going up is, as a bar and in words a screen reader also gets. */
function ImageUploadProgress({
  percent,
  label,
}: {
  percent: number;
  label: (percent: number) => string;
}) {
  return (
    <div data-upload-progress>
      <Text size="xs" c="dimmed" mt={6} aria-live="polite">
        {label(percent)}
      </Text>
      <Progress value={percent} size="sm" mt={4} aria-label={label(percent)} />
    </div>
  );
}
