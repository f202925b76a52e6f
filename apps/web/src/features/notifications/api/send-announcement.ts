import type { AnnouncementBody } from '@school/shared/notifications/notifications.contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';

export type AnnouncementResponse = { recipients: number };

export function sendAnnouncement(body: AnnouncementBody): Promise<AnnouncementResponse> {
  return apiFetch<AnnouncementResponse>('/notifications/announcements', { method: 'POST', body });
}

/** POST /api/notifications/announcements: every active user of the school is notified. */
export function useSendAnnouncement() {
  return useMutation<AnnouncementResponse, ApiError, AnnouncementBody>({
    mutationFn: sendAnnouncement,
  });
}
