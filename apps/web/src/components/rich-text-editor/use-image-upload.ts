import { uploadMaxBytes, uploadMimeTypes } from '@school/shared/uploads/uploads.rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { checkFile } from '../../lib/file-check';
import { uploadImage } from '../../lib/upload-image';

/**
 * Images going up together (several dropped or pasted at once) as one share sent, weighed by
 * their sizes: `report` gets 0–1 while any is going up and null once the last is done.
 */
export function uploadsTogether(report: (progress: number | null) => void) {
  const going = new Set<{ size: number; sent: number }>();
  const tell = () => {
    if (going.size === 0) return report(null);
    let size = 0;
    let sent = 0;
    for (const file of going) {
      size += file.size;
      sent += file.size * file.sent;
    }
    report(size > 0 ? sent / size : 0);
  };
  return {
    start(size: number) {
      const file = { size, sent: 0 };
      going.add(file);
      tell();
      return {
        /** This image's share sent, 0–1. */
        sent(share: number) {
          file.sent = share;
          tell();
        },
        done() {
          going.delete(file);
          tell();
        },
      };
    },
  };
}

/**
 * The editor's image upload: checked like the server checks it before a byte is sent, then
 * stored through POST /api/uploads with its progress (0–1 over every image going up, null when
 * none is); a refusal is said above the form buttons.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [together] = useState(() => uploadsTogether(setProgress));
  const upload = useCallback(
    async (file: File) => {
      setError(null);
      const refusal = checkFile(file, { accept: uploadMimeTypes, maxBytes: uploadMaxBytes });
      if (refusal === 'file-invalid-type') throw new Error(t('editor.imageType'));
      if (refusal) throw new Error(t('editor.imageTooBig'));
      const going = together.start(file.size);
      try {
        return (await uploadImage(file, { onProgress: going.sent })).url;
      } finally {
        going.done();
      }
    },
    [t, together],
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
