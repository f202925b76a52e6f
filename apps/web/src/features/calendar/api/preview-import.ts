import type { ImportPreview } from '@school/shared/calendar/calendar.contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/calendar/import/preview: what the file would create or update. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (ics: string) =>
      apiFetch<ImportPreview>('/calendar/import/preview', { method: 'POST', body: { ics } }),
  });
}
