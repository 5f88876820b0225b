/** The private messages and blocks endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { pageQuery, uuidParam } from '../schemas/common.ts';
import {
  messageListQuery,
  messageSettingsInput,
  sendMessageInput,
  startConversationInput,
  type BlockState,
  type BlockedMemberPage,
  type ConversationDetail,
  type ConversationPage,
  type ConversationStarted,
  type MessageItem,
  type MessagePage,
  type MessageRecipient,
  type MessageSettings,
  type MessageUnreadCount,
} from '../schemas/messages.ts';
import { usernameParams } from '../schemas/route-inputs.ts';

export const messagesApi = {
  /** The viewer's conversations, last message first. */
  getConversations: defineRoute({ method: 'GET', path: '/api/messages/conversations', query: messageListQuery, response: output<ConversationPage>() }),
  /** Writes to a member: a new conversation, or the next message of the pair's conversation. */
  startConversation: defineRoute({ method: 'POST', path: '/api/messages/conversations', body: startConversationInput, response: output<ConversationStarted>() }),
  getConversation: defineRoute({ method: 'GET', path: '/api/messages/conversations/:id', params: uuidParam, response: output<ConversationDetail>() }),
  /** Newest first; the page shows them oldest first. */
  getMessages: defineRoute({ method: 'GET', path: '/api/messages/conversations/:id/messages', params: uuidParam, query: messageListQuery, response: output<MessagePage>() }),
  sendMessage: defineRoute({ method: 'POST', path: '/api/messages/conversations/:id/messages', params: uuidParam, body: sendMessageInput, response: output<MessageItem>() }),
  /** Marks the conversation read for the viewer: the header's new count. */
  markConversationRead: defineRoute({ method: 'POST', path: '/api/messages/conversations/:id/read', params: uuidParam, response: output<MessageUnreadCount>() }),
  getMessageUnreadCount: defineRoute({ method: 'GET', path: '/api/messages/unread-count', response: output<MessageUnreadCount>() }),
  /** Whether the viewer may write to a member, and their conversation if any. */
  getMessageRecipient: defineRoute({ method: 'GET', path: '/api/messages/with/:username', params: usernameParams, response: output<MessageRecipient>() }),
  getMessageSettings: defineRoute({ method: 'GET', path: '/api/me/message-settings', response: output<MessageSettings>() }),
  updateMessageSettings: defineRoute({ method: 'PUT', path: '/api/me/message-settings', body: messageSettingsInput, response: output<MessageSettings>() }),
  getBlocks: defineRoute({ method: 'GET', path: '/api/me/blocks', query: pageQuery, response: output<BlockedMemberPage>() }),
  block: defineRoute({ method: 'PUT', path: '/api/users/:username/block', params: usernameParams, response: output<BlockState>() }),
  unblock: defineRoute({ method: 'DELETE', path: '/api/users/:username/block', params: usernameParams, response: output<BlockState>() }),
};
