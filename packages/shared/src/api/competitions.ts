/** The competitions endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { competitionEntriesQuery, competitionEntryInput, competitionInput, competitionListQuery, competitionVoteInput, type CompetitionDetail, type CompetitionEntriesPage, type CompetitionListPage, type CompetitionStats, type CompetitionVoteResult } from '../schemas/competitions.ts';

export const competitionsApi = {
  getCompetitions: defineRoute({ method: 'GET', path: '/api/competitions', query: competitionListQuery, response: output<CompetitionListPage>() }),
  getCompetitionStats: defineRoute({ method: 'GET', path: '/api/competitions/stats', response: output<CompetitionStats>() }),
  getCompetition: defineRoute({ method: 'GET', path: '/api/competitions/:id', params: uuidParam, response: output<CompetitionDetail>() }),
  getCompetitionEntries: defineRoute({ method: 'GET', path: '/api/competitions/:id/entries', params: uuidParam, query: competitionEntriesQuery, response: output<CompetitionEntriesPage>() }),
  enterCompetition: defineRoute({ method: 'POST', path: '/api/competitions/:id/entries', params: uuidParam, body: competitionEntryInput, response: output<CompetitionDetail>() }),
  voteCompetition: defineRoute({ method: 'PUT', path: '/api/competitions/:id/vote', params: uuidParam, body: competitionVoteInput, response: output<CompetitionVoteResult>() }),
  unvoteCompetition: defineRoute({ method: 'DELETE', path: '/api/competitions/:id/vote', params: uuidParam, response: output<CompetitionVoteResult>() }),
  createCompetition: defineRoute({ method: 'POST', path: '/api/admin/competitions', body: competitionInput, response: output<CompetitionDetail>() }),
  updateCompetition: defineRoute({ method: 'PUT', path: '/api/admin/competitions/:id', params: uuidParam, body: competitionInput, response: output<CompetitionDetail>() }),
  deleteCompetition: defineRoute({ method: 'DELETE', path: '/api/admin/competitions/:id', params: uuidParam }),
  endCompetition: defineRoute({ method: 'POST', path: '/api/admin/competitions/:id/end', params: uuidParam, response: output<CompetitionDetail>() }),
};
