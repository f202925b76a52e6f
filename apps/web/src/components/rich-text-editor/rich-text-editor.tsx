import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
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
  minHeight = 160,
}: RichTextEditorProps) {
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
    </Input.Wrapper>
  );
}
