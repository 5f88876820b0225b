import type { CompetitionVoteResult } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/competitions/:id/vote (vote for `entryId`, or move my vote there) or DELETE (withdraw it, `entryId` null). */
export function setCompetitionVote(id: string, entryId: string | null): Promise<CompetitionVoteResult> {
  const path = `/competitions/${encodeURIComponent(id)}/vote`;
  return entryId ? apiFetch<CompetitionVoteResult>(path, { method: 'PUT', json: { entryId } }) : apiFetch<CompetitionVoteResult>(path, { method: 'DELETE' });
}
