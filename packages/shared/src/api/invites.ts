/** The invites endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute, output } from './define.ts';
import { inviteFriendsQuery, type InviteInviter, type InvitedFriendsPage, type MyInvites } from '../schemas/invites.ts';

export const invitesApi = {
  getMyInvites: defineRoute({ method: 'GET', path: '/api/me/invites', response: output<MyInvites>() }),
  getInvitedFriends: defineRoute({ method: 'GET', path: '/api/me/invites/friends', query: inviteFriendsQuery, response: output<InvitedFriendsPage>() }),
  getInviter: defineRoute({ method: 'GET', path: '/api/invites/:code', params: z.object({ code: z.string().max(64) }), response: output<InviteInviter>() }),
};
