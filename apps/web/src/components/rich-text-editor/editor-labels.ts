import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The editor's control names in the reader's language (Mantine's defaults are English). */
export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      codeControlLabel: t('editor.code'),
      h2ControlLabel: t('editor.h2'),
      h3ControlLabel: t('editor.h3'),
      blockquoteControlLabel: t('editor.blockquote'),
      codeBlockControlLabel: t('editor.codeBlock'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      imageUploadControlLabel: t('editor.image'),
      linkEditorInputLabel: t('editor.linkUrl'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('editor.linkExternal'),
      linkEditorInternalLink: t('editor.linkInternal'),
      linkEditorSave: t('editor.linkSave'),
    }),
    [t],
  );
}
