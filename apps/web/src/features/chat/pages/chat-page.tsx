import { Loader, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useSession } from '../../../lib/session';
import { useChatAccess } from '../api/get-access';
import { ChatRefusalPanel } from '../components/chat-refusal';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import classes from './chat-page.module.css';

// The people picker opens on demand.
const NewConversationModal = lazy(() =>
  import('../components/new-conversation-modal').then((m) => ({
    default: m.NewConversationModal,
  })),
);

const idPattern = /^[0-9a-f-]{36}$/iu;

/**
 * /chat (spec §1): the conversation list beside the open conversation; on a phone they are two
 * screens. The open conversation and the list's search live in the address.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(
    `${t('routes.chat', { ns: 'translation' })} · ${t('app.name', { ns: 'translation' })}`,
  );
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const access = useChatAccess();
  const [creating, setCreating] = useState(false);
  const raw = params.get('c');
  const activeId = raw && idPattern.test(raw) ? raw : null;
  const q = params.get('q') ?? '';
  const user = session.status === 'signed-in' ? session.user : null;
  const me = useMemo(
    () =>
      user
        ? {
            id: user.id,
            name: [user.firstName, user.lastName].filter(Boolean).join(' '),
            canModerate: user.role === 'sadmin',
          }
        : null,
    [user],
  );
  if (!me) return null;
  if (access.isPending)
    return (
      <div className={classes.placeholder}>
        <Loader aria-label={t('pane.loading')} />
      </div>
    );
  if (access.isError)
    return <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  if (!access.data.allowed) return <ChatRefusalPanel supportEmail={access.data.supportEmail} />;

  const search = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('q', next);
        else copy.delete('q');
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <VisuallyHidden component="h1">{t('routes.chat', { ns: 'translation' })}</VisuallyHidden>
      <div className={classes.frame} data-open={activeId ? '' : undefined}>
        <section className={classes.list} aria-label={t('list.title')}>
          <ConversationList
            myId={me.id}
            activeId={activeId}
            q={q}
            onSearch={search}
            onNew={() => setCreating(true)}
          />
        </section>
        <section className={classes.pane} aria-label={t('pane.label')}>
          {activeId ? (
            <ConversationPane key={activeId} conversationId={activeId} me={me} />
          ) : (
            <div className={classes.placeholder}>
              <EmptyState
                icon={<IconMessages size={26} />}
                title={t('pane.choose')}
                text={t('pane.chooseText')}
              />
            </div>
          )}
        </section>
      </div>
      {creating && (
        <Suspense fallback={null}>
          <NewConversationModal
            opened
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              const next = new URLSearchParams(params);
              next.set('c', id);
              void navigate({ search: `?${next.toString()}` });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
