/** The garages endpoints (method, path, inputs, answer; see define.ts). */
import { usernameParams } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { pageQuery, uuidParam, type Page } from '../schemas/common.ts';
import { commentInput, garageInput, garageListQuery, modificationInput, overlayQuery, type CommentRevision, type FavoriteState, type GarageCard, type GarageComment, type GarageDetail, type GarageListPage, type LikeState, type MemberOverlay, type Modification } from '../schemas/garage.ts';

export const garagesApi = {
  getComments: defineRoute({ method: 'GET', path: '/api/garages/:id/comments', params: uuidParam, query: pageQuery, response: output<Page<GarageComment>>() }),
  createComment: defineRoute({ method: 'POST', path: '/api/garages/:id/comments', params: uuidParam, body: commentInput, response: output<GarageComment>() }),
  deleteComment: defineRoute({ method: 'DELETE', path: '/api/comments/:id', params: uuidParam }),
  /** The author edits their comment (earlier versions kept for moderators). */
  updateComment: defineRoute({ method: 'PUT', path: '/api/comments/:id', params: uuidParam, body: commentInput, response: output<GarageComment>() }),
  /** The earlier versions of a comment, newest first (moderators). */
  getCommentRevisions: defineRoute({ method: 'GET', path: '/api/comments/:id/revisions', params: uuidParam, response: output<{ items: CommentRevision[] }>() }),
  getGarages: defineRoute({ method: 'GET', path: '/api/garages', query: garageListQuery, response: output<GarageListPage>() }),
  getFeaturedGarages: defineRoute({ method: 'GET', path: '/api/garages/featured', response: output<GarageCard[]>() }),
  getMemberOverlay: defineRoute({ method: 'GET', path: '/api/me/overlay', query: overlayQuery, response: output<MemberOverlay>() }),
  getMyGarages: defineRoute({ method: 'GET', path: '/api/garages/mine', query: pageQuery, response: output<Page<GarageCard>>() }),
  createGarage: defineRoute({ method: 'POST', path: '/api/garages', body: garageInput, response: output<GarageDetail>() }),
  getGarage: defineRoute({ method: 'GET', path: '/api/garages/:id', params: uuidParam, response: output<GarageDetail>() }),
  getGarageForEdit: defineRoute({ method: 'GET', path: '/api/garages/:id/edit', params: uuidParam, response: output<GarageDetail>() }),
  updateGarage: defineRoute({ method: 'PUT', path: '/api/garages/:id', params: uuidParam, body: garageInput, response: output<GarageDetail>() }),
  deleteGarage: defineRoute({ method: 'DELETE', path: '/api/garages/:id', params: uuidParam }),
  recordGarageView: defineRoute({ method: 'POST', path: '/api/garages/:id/views', params: uuidParam, response: output<{ viewsCount: number; counted: boolean }>() }),
  likeGarage: defineRoute({ method: 'PUT', path: '/api/garages/:id/like', params: uuidParam, response: output<LikeState>() }),
  unlikeGarage: defineRoute({ method: 'DELETE', path: '/api/garages/:id/like', params: uuidParam, response: output<LikeState>() }),
  favoriteGarage: defineRoute({ method: 'PUT', path: '/api/garages/:id/favorite', params: uuidParam, response: output<FavoriteState>() }),
  unfavoriteGarage: defineRoute({ method: 'DELETE', path: '/api/garages/:id/favorite', params: uuidParam, response: output<FavoriteState>() }),
  getFavorites: defineRoute({ method: 'GET', path: '/api/me/favorites', query: pageQuery, response: output<Page<GarageCard>>() }),
  getUserGarages: defineRoute({ method: 'GET', path: '/api/users/:username/garages', params: usernameParams, response: output<GarageCard[]>() }),
  getLatestGarage: defineRoute({ method: 'GET', path: '/api/users/:username/latest-garage', params: usernameParams, response: output<GarageDetail>() }),
  createModification: defineRoute({ method: 'POST', path: '/api/garages/:id/modifications', params: uuidParam, body: modificationInput, response: output<Modification>() }),
  updateModification: defineRoute({ method: 'PUT', path: '/api/modifications/:id', params: uuidParam, body: modificationInput, response: output<Modification>() }),
  deleteModification: defineRoute({ method: 'DELETE', path: '/api/modifications/:id', params: uuidParam }),
};
