import { usernameKey } from '@garaj/shared';

/**
 * Query keys of the messages feature, all under `['messages']`: after a reconnect
 * `invalidateQueries({ queryKey: messageKeys.all })` refetches the inbox, the open conversation,
 * the unread badge, blocks and settings together (live events may have been missed).
 */
export const messageKeys = {
  all: ['messages'] as const,
  /** The inbox (keyset pages, last message first). */
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  /** One conversation's header: members, garage, refusal, read state. */
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  /** One conversation's messages (keyset pages, newest first). */
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
  /** Whether the viewer may write to a member (and their conversation); also the block state. */
  recipients: () => [...messageKeys.all, 'recipient'] as const,
  recipient: (username: string) => [...messageKeys.recipients(), usernameKey(username)] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
  blocks: () => [...messageKeys.all, 'blocks'] as const,
  /** The garage a new conversation is about (compose page). */
  garage: (id: string) => [...messageKeys.all, 'garage', id] as const,
};
