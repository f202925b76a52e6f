import type { UploadResponse } from '@school/shared/uploads/uploads.contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-image';

/** Stores the logo; the profile refers to it by its URL once saved. */
export function useUploadLogo() {
  return useMutation<UploadResponse, ApiError, File>({ mutationFn: (file) => uploadImage(file) });
}
