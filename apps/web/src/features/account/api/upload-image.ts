import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-image';

/** The profile photo's upload (a cropped Blob, so it names its file). */
export function useUploadImage() {
  return useMutation<UploadResponse, ApiError, { file: Blob; fileName: string }>({
    mutationFn: ({ file, fileName }) => uploadImage(file, { fileName }),
  });
}
