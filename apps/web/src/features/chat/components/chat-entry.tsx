import { ActionIcon, Loader } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { getChatAccess } from '../api/get-access';
import { checkChatRegister } from '../api/check-chat-register';
import { useUnread } from '../api/get-unread';
import { CountAnchor } from '../../../components/count-anchor';
import { showsChat } from '../lib/may-chat';

// Only someone refused ever sees the alert, so only they load it.
const ChatRefusalAlert = lazy(() =>
  import('./chat-refusal').then((m) => ({ default: m.ChatRefusalAlert })),
);

/**
 * The top bar's chat entry with the live unread count. It first makes the legacy check of
 * spec §7: flag 1 opens /chat; flag 0 shows the refusal alert of spec §8. A failed check stays
 * silent (spec §8).
 */
export function ChatEntry() {
  const { t } = useTranslation('chat');
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = session.status === 'signed-in' && showsChat(session.user);
  const unread = useUnread(allowed);
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!allowed) return null;
  const total = unread.data?.total ?? 0;

  const open = async () => {
    if (checking) return;
    setChecking(true);
    try {
      if (await checkChatRegister()) {
        if (pathname !== '/chat') void navigate('/chat');
        return;
      }
      const access = await getChatAccess().catch(() => null);
      setRefusal(access?.supportEmail ?? '');
    } catch {
      // Spec §8: a failed check sets its error flag silently.
    } finally {
      setChecking(false);
    }
  };

  return (
    <CountAnchor count={total} badgeData={{ 'data-chat-badge': true }}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={t('entry.label', { count: total })}
        onClick={() => void open()}
        aria-busy={checking}
        data-chat-entry
      >
        {checking ? (
          <Loader size={16} />
        ) : (
          <IconMessages size={18} stroke={1.7} aria-hidden="true" />
        )}
      </ActionIcon>
      {refusal !== null && (
        <Suspense fallback={null}>
          <ChatRefusalAlert supportEmail={refusal} onClose={() => setRefusal(null)} />
        </Suspense>
      )}
    </CountAnchor>
  );
}
