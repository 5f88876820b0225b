/**
 * What the community API sends (packages/shared/src/schemas/community.ts). Never a member's
 * e-mail or role; `joined` and `canManage` are the viewer's own.
 */
import {
  forumLevel,
  localizedText,
  type CommunityEvent,
  type CommunityHighlights,
  type CommunityTopMember,
  type EventParticipantList,
  type EventParticipation,
  type SiteLanguage,
} from '@garaj/shared';
import type { MemberRow } from '../../lib/member-rows.ts';
import { presentImage, presentImageOrUrl } from '../../lib/image-view.ts';
import type { Viewer } from '../../lib/session.ts';
import type { EventRow, HighlightsRow, TopMemberRow } from './community.queries.ts';
import type { ParticipationResult } from './community.service.ts';

const isFull = (count: number, capacity: number | null) => capacity !== null && count >= capacity;

/**
 * An event with its texts in `language` (English falls back to Turkish); an admin also gets the
 * stored texts of both languages (the edit form).
 */
export function presentEvent(row: EventRow, viewer: Viewer | null, language: SiteLanguage): CommunityEvent {
  const start = new Date(row.startsAt);
  const canManage = viewer?.role === 'admin';
  return {
    id: row.id,
    title: localizedText(row.title, row.titleEn, language),
    description: localizedText(row.description, row.descriptionEn, language),
    category: row.category,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    capacity: row.capacity,
    image: row.image ? presentImage(row.image) : null,
    participantsCount: row.participantsCount,
    status: row.upcoming ? 'upcoming' : 'past',
    isFull: isFull(row.participantsCount, row.capacity),
    joined: viewer ? row.joined : false,
    canManage,
    latitude: row.latitude,
    longitude: row.longitude,
    convoyEnabled: row.convoyEnabled,
    ...(canManage ? { texts: { title: row.title, titleEn: row.titleEn, description: row.description, descriptionEn: row.descriptionEn } } : {}),
  };
}

/** The participants shown on an event's page: public member facts only. */
export function presentParticipants(rows: MemberRow[], total: number): EventParticipantList {
  return {
    items: rows.map((row) => ({ id: row.id, username: row.username, fullName: row.fullName, avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl) })),
    total,
  };
}

export function presentParticipation(eventId: string, result: ParticipationResult): EventParticipation {
  return {
    eventId,
    joined: result.joined,
    participantsCount: result.participantsCount,
    capacity: result.capacity,
    isFull: isFull(result.participantsCount, result.capacity),
    mailSent: result.mailSent,
  };
}

/** Top members with their rank and level (gold / silver / bronze from reputation, decision 006). */
export function presentTopMembers(rows: TopMemberRow[]): CommunityTopMember[] {
  return rows.map((row, i) => ({
    id: row.id,
    username: row.username,
    displayName: row.fullName?.trim() || row.username,
    avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl),
    reputation: row.reputation,
    postsCount: row.postsCount,
    isExpert: row.isExpert,
    level: forumLevel(row.reputation).tier,
    rank: i + 1,
  }));
}

export function presentHighlights(row: HighlightsRow): CommunityHighlights {
  const { garage, post, member, topic } = row;
  return {
    garageOfWeek: garage
      ? {
          id: garage.id,
          name: garage.name,
          carBrand: garage.carBrand,
          carModel: garage.carModel,
          cover: presentImageOrUrl(garage.cover, garage.coverUrl),
          ownerUsername: garage.ownerUsername,
          likesThisWeek: garage.likes,
        }
      : null,
    postOfWeek: post ? { slug: post.slug, title: post.title, cover: post.cover ? presentImage(post.cover) : null, viewsThisWeek: post.views } : null,
    newestMember: member
      ? {
          username: member.username,
          displayName: member.fullName?.trim() || member.username,
          avatar: presentImageOrUrl(member.avatarImage, member.avatarUrl),
          joinedAt: new Date(member.joinedAt).toISOString(),
        }
      : null,
    topicOfWeek: topic ? { id: topic.id, categoryId: topic.categoryId, title: topic.title, repliesThisWeek: topic.replies } : null,
  };
}
