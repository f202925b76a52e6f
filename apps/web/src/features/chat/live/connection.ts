import type { ClientFrame, ServerFrame } from '@school/shared/chat/chat.contract';
import type { ChatSocket, SocketStatus } from '../lib/chat-socket';
import { createStore, useStore } from './store';

/** The tab's chat socket, started by the shell (LiveChat) and used by the chat page. */
let socket: ChatSocket<ServerFrame, ClientFrame> | null = null;

export const connectionStatus = createStore<SocketStatus>('closed');

export function setChatSocket(next: ChatSocket<ServerFrame, ClientFrame> | null): void {
  socket = next;
}

/** Sends a frame over the socket; false when it is not open (the caller uses REST instead). */
export function sendFrame(frame: ClientFrame): boolean {
  return socket?.send(frame) ?? false;
}

export function useConnectionStatus(): SocketStatus {
  return useStore(connectionStatus);
}
