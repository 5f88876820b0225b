import { competitionsApi, type CompetitionVoteResult } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/competitions/:id/vote (vote for `entryId`, or move my vote there) or DELETE (withdraw it, `entryId` null). */
export function setCompetitionVote(id: string, entryId: string | null): Promise<CompetitionVoteResult> {
  return entryId
    ? apiFetch(competitionsApi.voteCompetition, { params: { id }, json: { entryId } })
    : apiFetch(competitionsApi.unvoteCompetition, { params: { id } });
}
