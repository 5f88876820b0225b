/**
 * Site search contract (the search rule: docs/product.md, Search; results show at most 4
 * tags; docs/api.md "Search"):
 * - `GET /api/search?q=&type=&page=&pageSize=&record=` → {@link SearchPage};
 * - `GET /api/search/popular` → {@link PopularSearches};
 * - `GET /api/search/suggest?q=` → {@link SearchSuggestions} (the header search's typeahead).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType, type TopicStatus } from '../constants.ts';
import { FORUM_TITLE_MAX } from './forum.ts';
import type { ImageView } from './garage.ts';

/** Query string of `GET /api/search`. An empty or whitespace `q` is 400 SEARCH_QUERY_EMPTY. */
export const searchQuery = z.object({
  q: z
    .string({ message: 'SEARCH_QUERY_EMPTY' })
    .trim()
    .min(1, { message: 'SEARCH_QUERY_EMPTY' })
    .max(SEARCH_QUERY_MAX, { message: 'TOO_LONG' }),
  /** Only this kind of result; absent = all kinds mixed (ranked, see docs/api.md). */
  type: z.enum(SEARCH_TYPES, { message: 'VALUE_INVALID' }).optional(),
  page: z.coerce
    .number({ message: 'NUMBER_INVALID' })
    .int({ message: 'NUMBER_INVALID' })
    .min(1, { message: 'NUMBER_INVALID' })
    .max(SEARCH_COUNT_CAP, { message: 'NUMBER_INVALID' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'LIMIT_OUT_OF_RANGE' })
    .int({ message: 'LIMIT_OUT_OF_RANGE' })
    .min(1, { message: 'LIMIT_OUT_OF_RANGE' })
    .max(MAX_PAGE_SIZE, { message: 'LIMIT_OUT_OF_RANGE' })
    .default(SEARCH_PAGE_SIZE),
  /**
   * `true` when the call is a search a person submitted (the search page's first page): the
   * folded query is then counted for the popular searches. Lists and typeahead leave it out.
   */
  record: z
    .enum(['true', 'false', '1', '0'], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchParams = z.output<typeof searchQuery>;

/**
 * The badge a result wears: its type, and for forum topics their kind — 'Garaj', 'Blog',
 * 'Kullanıcı', 'Soru' (a question) or 'Konu' (a discussion).
 */
export type SearchBadge = 'garage' | 'post' | 'user' | 'question' | 'discussion';

/**
 * The result's own category, when it has one: a garage's vehicle type (`car`, `motorcycle`),
 * a post's blog category (BLOG_CATEGORIES), a topic's forum category (stored names given).
 * `name`/`nameEn` are null when the id is one of the fixed lists the client translates.
 */
export interface SearchCategory {
  id: string;
  name: string | null;
  nameEn: string | null;
}

/** The member who wrote or owns the result (null for user results). */
export interface SearchAuthor {
  username: string;
  fullName: string | null;
  avatar: ImageView | null;
}

/** One search result (Search: image, title, category badge, description, ≤ 4 tags, author). */
export interface SearchResult {
  type: SearchType;
  id: string;
  /** Path of the result's page: `/garage/{id}`, `/blog/{slug}`, `/user/{username}`, `/forum/{categoryId}/topic/{id}`. */
  url: string;
  title: string;
  /** Plain text, at most 160 characters (cut on a word with '…'). */
  description: string;
  /** Garage cover, post cover, member avatar; null when there is none (topics have none). */
  image: ImageView | null;
  badge: SearchBadge;
  category: SearchCategory | null;
  /** At most SEARCH_RESULT_TAGS (4): garages brand, model, year; posts and topics their tags; members their garages' brands. */
  tags: string[];
  author: SearchAuthor | null;
  /** ISO time: garage created, post published, member joined, topic created. */
  date: string;
}

/** Matches per type, each counted up to {@link SEARCH_COUNT_CAP}. */
export type SearchCounts = Record<SearchType, number>;

/** `GET /api/search` answer. */
export interface SearchPage {
  items: SearchResult[];
  /** Matches of the requested type (or of all types), a lower bound when `capped`. */
  total: number;
  counts: SearchCounts;
  /** Types whose count reached {@link SEARCH_COUNT_CAP} (shown "100+"). */
  capped: Record<SearchType, boolean>;
  page: number;
  pageSize: number;
  /**
   * When nothing of any type matched: the query with its words replaced by the most similar
   * words of the searchable text (trigram similarity), else null.
   */
  didYouMean: string | null;
}

/** `GET /api/search/popular` answer: {@link POPULAR_SEARCH_COUNT} queries, most searched first. */
export interface PopularSearches {
  queries: string[];
}

/** At most this many typeahead suggestions (all types together). */
export const SEARCH_SUGGESTION_LIMIT = 8;

/** Query string of `GET /api/search/suggest`: the text typed so far (its words start words of the results). */
export const searchSuggestQuery = z.object({
  q: z
    .string({ message: 'SEARCH_QUERY_EMPTY' })
    .trim()
    .min(1, { message: 'SEARCH_QUERY_EMPTY' })
    .max(SEARCH_QUERY_MAX, { message: 'TOO_LONG' }),
});

/** One typeahead suggestion: where it leads and what it shows. */
export interface SearchSuggestion {
  type: SearchType;
  id: string;
  /** Path of the result's page (as {@link SearchResult.url}). */
  url: string;
  title: string;
  /** A second line: a garage's make and model, a member's @username; null for posts and topics. */
  detail: string | null;
}

/** `GET /api/search/suggest` answer: at most {@link SEARCH_SUGGESTION_LIMIT} suggestions, best first. */
export interface SearchSuggestions {
  items: SearchSuggestion[];
}

/** At most this many topics in `GET /api/search/similar-topics`. */
export const SIMILAR_TOPICS_LIMIT = 5;

/** Query string of `GET /api/search/similar-topics`: the title of a question being written. */
export const similarTopicsQuery = z.object({
  title: z
    .string({ message: 'SEARCH_QUERY_EMPTY' })
    .trim()
    .min(1, { message: 'SEARCH_QUERY_EMPTY' })
    .max(FORUM_TITLE_MAX, { message: 'TOO_LONG' }),
});

/** A published topic whose title or text shares words with the title being written. */
export interface SimilarTopic {
  id: string;
  /** Path of the topic's page. */
  url: string;
  title: string;
  status: TopicStatus;
}

/** `GET /api/search/similar-topics` answer: at most {@link SIMILAR_TOPICS_LIMIT}, most similar first. */
export interface SimilarTopics {
  items: SimilarTopic[];
}
