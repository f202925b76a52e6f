import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { checkFile } from '../../lib/file-check';
import { uploadImage } from '../../lib/upload-image';

/**
 * The editor's image upload: checked like the server checks it before a byte is sent, then
 * stored through POST /api/uploads with its progress (0–1, null when none is going up); a
 * refusal is said above the form buttons.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File) => {
      setError(null);
      const refusal = checkFile(file, { accept: uploadMimeTypes, maxBytes: uploadMaxBytes });
      if (refusal === 'file-invalid-type') throw new Error(t('editor.imageType'));
      if (refusal) throw new Error(t('editor.imageTooBig'));
      setProgress(0);
      try {
        return (await uploadImage(file, { onProgress: setProgress })).url;
      } finally {
        setProgress(null);
      }
    },
    [t],
  );
  const onError = useCallback(
    (failure: unknown) => {
      setError(
        failure instanceof ApiError || failure instanceof Error
          ? failure.message
          : t('editor.imageFailed'),
      );
    },
    [t],
  );
  return { upload, onError, error, progress };
}
