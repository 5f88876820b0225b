/**
 * What leaves the server about competitions (packages/shared/src/schemas/competitions.ts):
 * only the fields of those types — never `created_by`, an e-mail or a role.
 */
import { localizedText, type CompetitionCard, type CompetitionDetail, type CompetitionEntry, type CompetitionWinner, type SiteLanguage } from '@garaj/shared';
import { presentImage, presentImageOrUrl } from '../../lib/image-view.ts';
import { presentMemberRow } from '../../lib/member-rows.ts';
import type { CompetitionRow, EntryRow } from './competitions.queries.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

function presentGarage(row: EntryRow) {
  return { id: row.garage.id, title: row.garage.title, cover: presentImageOrUrl(row.garage.cover, row.garage.coverUrl) };
}

/** A stored winner (rank and the votes counted at the end). */
export function presentWinner(row: EntryRow): CompetitionWinner {
  return { rank: row.rank ?? 0, entryId: row.id, garage: presentGarage(row), owner: presentMemberRow(row.owner), votes: row.finalVotes ?? row.votes };
}

/** A list card with its stored winners; texts in `language` (English falls back to Turkish). */
export function presentCard(row: CompetitionRow, language: SiteLanguage, winners: EntryRow[] = []): CompetitionCard {
  const english = language === 'en';
  return {
    id: row.id,
    title: localizedText(row.title, row.titleEn, language),
    description: localizedText(row.description, row.descriptionEn, language),
    category: row.category,
    status: row.status,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    participants: row.participants,
    maxParticipants: row.maxParticipants,
    prize: localizedText(row.prize, row.prizeEn, language),
    rules: english && row.rulesEn?.length ? row.rulesEn : row.rules,
    image: row.image ? presentImage(row.image) : null,
    finalizedAt: row.finalizedAt ? iso(row.finalizedAt) : null,
    winners: winners.map(presentWinner),
    myEntryId: row.myEntryId,
  };
}

/**
 * The detail: the card, the viewer's vote, the vote rows and whether the viewer manages
 * competitions; an admin also gets the stored texts of both languages (the edit form).
 */
export function presentDetail(
  row: CompetitionRow,
  language: SiteLanguage,
  winners: EntryRow[],
  votes: { myVoteEntryId: string | null; votesCount: number },
  viewer: { role: string } | null,
): CompetitionDetail {
  const canManage = viewer?.role === 'admin';
  return {
    ...presentCard(row, language, winners),
    myVoteEntryId: votes.myVoteEntryId,
    votesCount: votes.votesCount,
    canManage,
    ...(canManage
      ? {
          texts: {
            title: row.title,
            titleEn: row.titleEn,
            description: row.description,
            descriptionEn: row.descriptionEn,
            prize: row.prize,
            prizeEn: row.prizeEn,
            rules: row.rules,
            rulesEn: row.rulesEn,
          },
        }
      : {}),
  };
}

/** An entry of the gallery, with the viewer's flags. */
export function presentEntry(row: EntryRow, viewerId: string | null): CompetitionEntry {
  return {
    id: row.id,
    garage: presentGarage(row),
    owner: presentMemberRow(row.owner),
    votes: row.votes,
    rank: row.rank,
    createdAt: iso(row.createdAt),
    isMine: viewerId !== null && row.userId === viewerId,
    votedByMe: row.votedByMe,
  };
}
