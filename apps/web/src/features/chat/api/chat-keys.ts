/** Query keys of the chat: live frames reach every cache of a kind through these prefixes. */
export const chatKeys = {
  all: ['chat'] as const,
  access: () => ['chat', 'access'] as const,
  unread: () => ['chat', 'unread'] as const,
  presence: () => ['chat', 'presence'] as const,
  lists: () => ['chat', 'conversations'] as const,
  list: (q: string) => ['chat', 'conversations', q] as const,
  details: () => ['chat', 'conversation'] as const,
  detail: (id: string) => ['chat', 'conversation', id] as const,
  allMessages: () => ['chat', 'messages'] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  search: (id: string, q: string) => ['chat', 'search', id, q] as const,
  contacts: (q: string) => ['chat', 'contacts', q] as const,
};
