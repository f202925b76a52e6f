import type { LegacyChatCheck } from '@school/shared/chat/chat.contract';
import { apiFetch } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';

/**
 * The legacy check of spec §7 the chat entry makes first (PRODUCT §3): flag 1 opens chat. The
 * token in the address is what the legacy contract asks for; the API never logs it.
 */
export async function checkChatRegister(): Promise<boolean> {
  const token = getAccessToken() ?? '';
  const answer = await apiFetch<LegacyChatCheck>(
    `/chat/check-chat-register?access_token=${encodeURIComponent(token)}`,
  );
  return answer.records.flag === 1;
}
