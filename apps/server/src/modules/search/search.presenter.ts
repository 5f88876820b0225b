/**
 * What leaves the server about search results (types in packages/shared schemas/search.ts):
 * each hit becomes a {@link SearchResult} with its page's path, image, badge, category, a short
 * description and at most SEARCH_RESULT_TAGS tags. Nothing else of the rows is copied. Each
 * type is a kind of content: its page's path is its descriptor's (modules/content-kinds.ts).
 */
import { z } from 'zod';
import { SEARCH_RESULT_TAGS, SEARCH_SUGGESTION_LIMIT, SEARCH_TYPES, SIMILAR_TOPICS_LIMIT, TOPIC_STATUSES, type SearchAuthor, type SearchPage, type SearchResult, type SearchType } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { MemberRow } from '../garages/index.ts';
import { CONTENT_KINDS } from '../content-kinds.ts';
import { imageViewSchema } from '../images/index.ts';
import type { SearchHit, SearchOutcome } from './search.service.ts';

/** Longest description (characters, '…' included). */
export const DESCRIPTION_CHARS = 160;

/** Plain text on one line, cut at a word boundary to at most {@link DESCRIPTION_CHARS} characters with '…'. */
export function shortText(text: string | null | undefined, max = DESCRIPTION_CHARS): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const iso = (value: string) => new Date(value).toISOString();
const tagsOf = (tags: readonly (string | number | null | undefined)[]) =>
  [...new Set(tags.filter((t) => t !== null && t !== undefined && String(t).trim() !== '').map((t) => String(t).trim()))].slice(0, SEARCH_RESULT_TAGS);

function author(row: MemberRow): SearchAuthor {
  return { username: row.username, fullName: row.fullName, avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl) };
}

/** The found row of a search type. */
type HitRow<T extends SearchType> = Extract<SearchHit, { type: T }>['row'];

/** Per search type: its row as a result (the page path from the kind's descriptor). */
const PRESENTERS: { [T in SearchType]: (row: HitRow<T>) => SearchResult } = {
  garage: (g) => ({
    type: 'garage',
    id: g.id,
    url: CONTENT_KINDS.garage.path({ id: g.id }),
    title: g.name,
    description: shortText(g.description?.trim() ? g.description : `${g.carBrand} ${g.carModel}`),
    image: presentImageOrUrl(g.coverImage, g.coverUrl),
    badge: 'garage',
    category: { id: g.vehicleType, name: null, nameEn: null },
    tags: tagsOf([g.carBrand, g.carModel, g.carYear]),
    author: author(g.owner),
    date: iso(g.createdAt),
  }),
  post: (p) => ({
    type: 'post',
    id: p.id,
    url: CONTENT_KINDS.post.path({ slug: p.slug }),
    title: p.title,
    description: shortText(p.text),
    image: presentImageOrUrl(p.cover, null),
    badge: 'post',
    category: { id: p.category, name: null, nameEn: null },
    tags: tagsOf(p.tags),
    author: author(p.author),
    date: iso(p.publishedAt),
  }),
  user: ({ member, bio, location, brands, createdAt }) => ({
    type: 'user',
    id: member.id,
    url: CONTENT_KINDS.user.path({ username: member.username }),
    title: member.fullName ? `${member.fullName} (@${member.username})` : `@${member.username}`,
    description: shortText(bio?.trim() ? bio : location),
    image: presentImageOrUrl(member.avatarImage, member.avatarUrl),
    badge: 'user',
    category: null,
    tags: tagsOf(brands),
    author: null,
    date: iso(createdAt),
  }),
  topic: (t) => ({
    type: 'topic',
    id: t.id,
    url: CONTENT_KINDS.topic.path({ categoryId: t.categoryId, id: t.id }),
    title: t.title,
    description: shortText(t.text),
    image: null,
    badge: t.kind,
    category: { id: t.categoryId, name: t.categoryName, nameEn: t.categoryNameEn },
    tags: tagsOf(t.tags),
    author: author(t.author),
    date: iso(t.createdAt),
  }),
};

/** One hit as a result (Search: image, title, badge, description, ≤ 4 tags, author). */
export function presentHit(hit: SearchHit): SearchResult {
  return (PRESENTERS[hit.type] as (row: SearchHit['row']) => SearchResult)(hit.row);
}

/** The `GET /api/search` answer; `total` counts the requested type, or all types. */
export function presentSearchPage(outcome: SearchOutcome, o: { type?: (typeof SEARCH_TYPES)[number]; page: number; pageSize: number }): SearchPage {
  const total = o.type ? outcome.counts[o.type] : SEARCH_TYPES.reduce((sum, type) => sum + outcome.counts[type], 0);
  return { items: outcome.hits.map(presentHit), total, counts: outcome.counts, capped: outcome.capped, page: o.page, pageSize: o.pageSize, didYouMean: outcome.didYouMean };
}

const typeRecord = <T extends z.ZodType>(value: T) => z.object({ garage: value, post: value, user: value, topic: value });

/** Response schema of `GET /api/search` (serialisation and OpenAPI). */
export const searchPageSchema = z.object({
  items: z.array(
    z.object({
      type: z.enum(SEARCH_TYPES),
      id: z.string(),
      url: z.string(),
      title: z.string(),
      description: z.string(),
      image: imageViewSchema.nullable(),
      badge: z.enum(['garage', 'post', 'user', 'question', 'discussion']),
      category: z.object({ id: z.string(), name: z.string().nullable(), nameEn: z.string().nullable() }).nullable(),
      tags: z.array(z.string()).max(SEARCH_RESULT_TAGS),
      author: z.object({ username: z.string(), fullName: z.string().nullable(), avatar: imageViewSchema.nullable() }).nullable(),
      date: z.string(),
    }),
  ),
  total: z.number().int(),
  counts: typeRecord(z.number().int()),
  capped: typeRecord(z.boolean()),
  page: z.number().int(),
  pageSize: z.number().int(),
  didYouMean: z.string().nullable(),
});

/** Response schema of `GET /api/search/suggest`. */
export const searchSuggestionsSchema = z.object({
  items: z
    .array(z.object({ type: z.enum(SEARCH_TYPES), id: z.string(), url: z.string(), title: z.string(), detail: z.string().nullable() }))
    .max(SEARCH_SUGGESTION_LIMIT),
});

/** Response schema of `GET /api/search/similar-topics`. */
export const similarTopicsSchema = z.object({
  items: z
    .array(z.object({ id: z.string(), url: z.string(), title: z.string(), status: z.enum(TOPIC_STATUSES) }))
    .max(SIMILAR_TOPICS_LIMIT),
});

/** Response schema of `GET /api/search/popular`. */
export const popularSearchesSchema = z.object({ queries: z.array(z.string()) });
