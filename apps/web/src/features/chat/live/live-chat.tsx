import type { ClientFrame, ServerFrame } from '@school/shared/chat/chat.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { chatKeys } from '../api/chat-keys';
import { createTicket } from '../api/create-ticket';
import {
  applyMessage,
  applyPresence,
  applyRead,
  applyUnread,
  heldSequences,
  removeConversation,
  upsertConversation,
} from '../lib/chat-cache';
import { ChatSocket, type SocketLike } from '../lib/chat-socket';
import { connectionStatus, setChatSocket } from './connection';
import { settlePending } from './pending';
import { sendRefused } from './send';
import { someoneTyping, stoppedTyping } from './typing';
import { showsChat } from '../lib/may-chat';

function socketUrl(ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/chat/socket?ticket=${encodeURIComponent(ticket)}`;
}

/** A refusal that another attempt cannot change: chat is off for this person. */
class ChatRefused extends Error {}

/**
 * The live side of chat for a signed-in tab: one WebSocket that keeps the chat caches current on
 * every page (the top bar's unread badge too), resuming after each drop from the last sequence
 * held per conversation, so nothing is missed or shown twice.
 */
export function LiveChat() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' && showsChat(session.user) ? session.user.id : null;

  const onFrame = useEffectEvent((frame: ServerFrame) => {
    switch (frame.type) {
      case 'message':
        applyMessage(queryClient, frame.message);
        settlePending(frame.message.clientId);
        stoppedTyping(frame.message.conversationId, frame.message.author.id);
        return;
      case 'message_edited':
      case 'message_deleted':
        applyMessage(queryClient, frame.message);
        return;
      case 'typing':
        if (frame.user.id !== userId) someoneTyping(frame.conversationId, frame.user);
        return;
      case 'read':
        if (userId) applyRead(queryClient, frame, userId);
        return;
      case 'presence':
        applyPresence(queryClient, frame.userId, frame.status);
        if (frame.userId === userId)
          queryClient.setQueryData(chatKeys.presence(), { status: frame.status });
        return;
      case 'unread':
        applyUnread(queryClient, frame.total, frame.conversation);
        return;
      case 'conversation':
        upsertConversation(queryClient, frame.conversation);
        return;
      case 'conversation_removed':
        removeConversation(queryClient, frame.conversationId);
        return;
      case 'error':
        if (frame.clientId) sendRefused(frame.clientId, frame.message);
        return;
      case 'ready':
        // What changed before the socket was there, or while it was away, that a replay does not
        // carry (counts, reads, new conversations): fetched again once the server delivers the
        // rest. Not as the socket opens: the server joins the person's channels a moment later,
        // and a message sent in between reached neither the fetch nor the socket.
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.details() });
        return;
      case 'resumed':
        return;
    }
  });

  const onStatus = useEffectEvent((status: 'connecting' | 'open' | 'closed') => {
    connectionStatus.set(status);
  });

  useEffect(() => {
    if (!userId) return;
    const socket: ChatSocket<ServerFrame, ClientFrame> = new ChatSocket({
      open: async (): Promise<SocketLike> => {
        try {
          const { ticket } = await createTicket();
          return new WebSocket(socketUrl(ticket)) as unknown as SocketLike;
        } catch (error) {
          if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
            queueMicrotask(() => socket.stop());
            throw new ChatRefused();
          }
          throw error;
        }
      },
      onFrame: (frame) => onFrame(frame),
      resumeFrame: () => ({ type: 'resume', conversations: heldSequences(queryClient) }),
      onStatus: (status) => onStatus(status),
    });
    setChatSocket(socket);
    socket.start();
    const online = () => socket.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      setChatSocket(null);
      socket.stop();
    };
  }, [userId, queryClient]);

  return null;
}
