import { Button } from '@mantine/core';
import type { ChatMessage } from '@school/shared/chat/chat.contract';
import { editWindowOpen, messageExcerpt } from '@school/shared/chat/chat.rules';
import { IconArrowDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { toastError } from '../../../lib/toasts';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { markRead } from '../api/mark-read';
import { discardPending, usePending } from '../live/pending';
import { retryMessage, sendMessage } from '../live/send';
import { useTypingNames } from '../live/typing';
import { flattenPages } from '../lib/message-merge';
import { seenMessageId, shownMessages } from '../lib/shown-messages';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import type { MessageActions } from './message-bubble';
import classes from './message-pane.module.css';
import { MessageSearch } from './message-search';
import { MessageTimeline } from './message-timeline';
import { PaneSkeleton } from './pane-skeleton';

/** Within this many pixels of the end the view follows new messages and counts as read. */
const nearEndPx = 80;

type Me = { id: string; name: string; canModerate: boolean };

export function ConversationPane({ conversationId, me }: { conversationId: string; me: Me }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const detail = useConversation(conversationId, me.id);
  const history = useMessages(conversationId);
  const pending = usePending(conversationId);
  const typing = useTypingNames(conversationId);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [searching, setSearching] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [nearEnd, setNearEnd] = useState(true);
  // The reading place when the conversation opened: the marker stays there while reading on.
  const [openedAt, setOpenedAt] = useState<{ id: string; lastReadSeq: number } | null>(null);
  if (detail.data && openedAt?.id !== conversationId)
    setOpenedAt({ id: conversationId, lastReadSeq: detail.data.lastReadSeq });

  const stored = useMemo(() => flattenPages(history.data), [history.data]);
  const messages = useMemo(() => shownMessages(stored, pending, me), [stored, pending, me]);
  const firstUnread =
    openedAt && openedAt.id === conversationId
      ? stored.find((m) => m.seq > openedAt.lastReadSeq && m.author.id !== me.id)
      : undefined;
  const firstUnreadSeq = openedAt ? openedAt.lastReadSeq + 1 : null;
  const unreadNotLoaded =
    firstUnreadSeq !== null &&
    (detail.data?.lastSeq ?? 0) >= firstUnreadSeq &&
    (stored[0]?.seq ?? Infinity) > firstUnreadSeq &&
    history.hasNextPage;
  const other =
    detail.data?.kind === 'direct' ? detail.data.members.find((m) => m.id !== me.id) : undefined;
  const seenId = seenMessageId(messages, me.id, other ? other.lastReadSeq : null);

  // Opening a conversation: at the first unread message, else at the end.
  const placed = useRef<string | null>(null);
  // The list draws once both the conversation and its history are in, whichever comes last.
  const drawn = detail.data !== undefined && history.data !== undefined;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !drawn || placed.current === conversationId) return;
    placed.current = conversationId;
    const marker = box.querySelector('[data-unread-marker]');
    if (marker) marker.scrollIntoView({ block: 'start' });
    else box.scrollTop = box.scrollHeight;
  }, [conversationId, drawn]);

  // Older pages go in front without moving what is on screen; new messages follow at the end.
  const anchor = useRef<{ height: number; top: number; oldest: number | undefined } | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    const before = anchor.current;
    if (!box) return;
    if (before && before.oldest !== stored[0]?.seq) {
      box.scrollTop = box.scrollHeight - before.height + before.top;
    } else if (nearEnd && placed.current === conversationId) {
      box.scrollTop = box.scrollHeight;
    }
    anchor.current = { height: box.scrollHeight, top: box.scrollTop, oldest: stored[0]?.seq };
  }, [messages, stored, nearEnd, conversationId, typing]);

  const loadOlder = useCallback(async () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    const box = scroller.current;
    if (box)
      anchor.current = { height: box.scrollHeight, top: box.scrollTop, oldest: stored[0]?.seq };
    await history.fetchNextPage();
  }, [history, stored]);

  // Infinite scroll up: the sentinel above the oldest message loads the page before it.
  useEffect(() => {
    const sentinel = topSentinel.current;
    const box = scroller.current;
    if (!sentinel || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && placed.current === conversationId)
          void loadOlder();
      },
      { root: box, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadOlder, conversationId]);

  // Reading: at the end of a visible conversation, everything shown is read.
  const newest = stored.at(-1);
  const myLastRead = detail.data?.lastReadSeq ?? 0;
  useEffect(() => {
    if (!newest || !nearEnd || newest.seq <= myLastRead) return;
    if (document.visibilityState !== 'visible') return;
    markRead(queryClient, { conversationId, messageId: newest.id, seq: newest.seq }, me.id);
  }, [newest, nearEnd, myLastRead, conversationId, queryClient, me.id]);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible' && newest && nearEnd && newest.seq > myLastRead)
        markRead(queryClient, { conversationId, messageId: newest.id, seq: newest.seq }, me.id);
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [newest, nearEnd, myLastRead, conversationId, queryClient, me.id]);

  /** Loads older pages until `seq` is there, then shows it. */
  const reveal = async (seq: number, id: string | null) => {
    let data = history.data;
    let oldest = flattenPages(data)[0]?.seq ?? Infinity;
    let more = history.hasNextPage;
    while (oldest > seq && more) {
      const result = await history.fetchNextPage();
      data = result.data;
      oldest = flattenPages(data)[0]?.seq ?? Infinity;
      more = result.hasNextPage;
    }
    requestAnimationFrame(() => {
      const box = scroller.current;
      const target = id
        ? box?.querySelector(`[data-message="${id}"]`)
        : box?.querySelector('[data-unread-marker]');
      target?.scrollIntoView({ block: 'center' });
      if (id) setHighlightId(id);
    });
  };

  const actions: MessageActions = useMemo(
    () => ({
      onReply: (message) => {
        setEditing(null);
        setReplyTo(message);
      },
      onEdit: (message) => {
        setReplyTo(null);
        setEditing(message);
      },
      onDelete: setDeleting,
      onRetry: (clientId) => retryMessage(queryClient, clientId),
      onDiscard: discardPending,
      canEdit: (message) => message.author.id === me.id && editWindowOpen(message.createdAt),
      canDelete: (message) => message.author.id === me.id || me.canModerate,
    }),
    [queryClient, me],
  );

  if (detail.isError)
    return (
      <LoadError
        m="md"
        error={detail.error}
        title={t('pane.error')}
        notFound={{ title: t('pane.notFound'), text: t('pane.notFoundText') }}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  if (!detail.data) return <PaneSkeleton />;
  const conversation = detail.data;

  return (
    <div className={classes.pane} data-conversation-pane={conversationId}>
      <ConversationHeader
        conversation={conversation}
        onSearch={() => setSearching((open) => !open)}
      />
      {searching && (
        <MessageSearch
          conversationId={conversationId}
          onPick={(message) => void reveal(message.seq, message.id)}
          onClose={() => setSearching(false)}
        />
      )}
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={(event) => {
          const box = event.currentTarget;
          setNearEnd(box.scrollHeight - box.scrollTop - box.clientHeight < nearEndPx);
        }}
        role="log"
        aria-label={t('pane.history', { title: conversation.title })}
      >
        <div ref={topSentinel} />
        {history.isError ? (
          <LoadError
            error={history.error}
            title={t('pane.historyError')}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : history.isPending ? (
          <PaneSkeleton bare />
        ) : (
          <MessageTimeline
            messages={messages}
            myId={me.id}
            group={conversation.kind === 'group'}
            firstUnreadId={firstUnread?.id ?? null}
            seenId={seenId}
            highlightId={highlightId}
            loadingOlder={history.isFetchingNextPage}
            hasOlder={history.hasNextPage}
            actions={actions}
          />
        )}
        {(unreadNotLoaded || !nearEnd) && (
          <div className={classes.jump}>
            {unreadNotLoaded ? (
              <Button
                size="xs"
                radius="xl"
                variant="filled"
                onClick={() => void reveal(firstUnreadSeq ?? 0, null)}
                data-jump-unread
              >
                {t('pane.jumpUnread')}
              </Button>
            ) : (
              <Button
                size="xs"
                radius="xl"
                variant="default"
                leftSection={<IconArrowDown size={14} aria-hidden="true" />}
                onClick={() => {
                  const box = scroller.current;
                  if (box) box.scrollTop = box.scrollHeight;
                }}
              >
                {t('pane.latest')}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className={classes.typing} aria-live="polite" data-typing>
        {typing.length > 0 && t('pane.typing', { names: typing.join(', '), count: typing.length })}
      </div>
      <Composer
        conversationId={conversationId}
        replyTo={replyTo}
        editing={editing}
        disabled={!conversation.canSend}
        saving={edit.isPending}
        onCancel={() => {
          setReplyTo(null);
          setEditing(null);
        }}
        onSend={(draft) => {
          sendMessage(queryClient, {
            conversationId,
            text: draft.text,
            images: draft.images,
            replyTo: replyTo
              ? {
                  id: replyTo.id,
                  excerpt: messageExcerpt(replyTo.text),
                  authorName: replyTo.author.name,
                  deleted: false,
                }
              : null,
          });
          setReplyTo(null);
          setNearEnd(true);
        }}
        onSave={(text) => {
          if (!editing) return;
          edit.mutate(
            { id: editing.id, text },
            {
              onSuccess: () => setEditing(null),
              onError: (error) => toastError(error.message),
            },
          );
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {t('delete.text')}
      </ConfirmDialog>
    </div>
  );
}
