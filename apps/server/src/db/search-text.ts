/**
 * The folded text stored in `garages.search_text` and `profiles.search_text` (trigram-indexed;
 * ADR 001) and in each searched table's `suggest_text`. One formula each, used by every writer:
 * the modules, sign-up and the demo seed.
 */
import { foldForSearch } from '@garaj/shared';

/** Escapes LIKE wildcards (`\`, `%`, `_`) in a search term so it matches literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `foldForSearch(name brand model description)` for a garage. */
export function garageSearchText(g: { name: string; carBrand: string; carModel: string; description: string | null | undefined }): string {
  return foldForSearch([g.name, g.carBrand, g.carModel, g.description ?? ''].join(' '));
}

/** `foldForSearch(username fullName location bio)` for a member (users directory). */
export function profileSearchText(p: { username: string; fullName?: string | null; location?: string | null; bio?: string | null }): string {
  return foldForSearch([p.username, p.fullName ?? '', p.location ?? '', p.bio ?? ''].join(' '));
}

/** `foldForSearch(title excerpt tags author body)` for a blog post (`blog_posts.search_text`). */
export function blogPostSearchText(p: { title: string; excerpt: string; tags: readonly string[]; author: string; bodyText: string }): string {
  return foldForSearch([p.title, p.excerpt, p.tags.join(' '), p.author, p.bodyText].join(' '));
}

/** `foldForSearch(title tags author body)` for a forum topic or question (`forum_topics.search_text`). */
export function forumTopicSearchText(t: { title: string; tags: readonly string[]; author: string; bodyText: string }): string {
  return foldForSearch([t.title, t.tags.join(' '), t.author, t.bodyText].join(' '));
}

/**
 * The folded title-like fields the typeahead matches (`suggest_text` of garages, profiles,
 * blog_posts, forum_topics; migration 0029 keeps their word starts in a lexicon): a garage's
 * name, make and model; a member's full name, then username (the shown title first); a post's
 * or topic's title. Written beside `search_text` by the same writers.
 */
export const garageSuggestText = (g: { name: string; carBrand: string; carModel: string }): string => foldForSearch([g.name, g.carBrand, g.carModel].join(' '));

/** {@link garageSuggestText} of a member: `foldForSearch(fullName username)`. */
export const profileSuggestText = (p: { username: string; fullName?: string | null }): string => foldForSearch([p.fullName ?? '', p.username].join(' '));

/** {@link garageSuggestText} of a blog post or forum topic: `foldForSearch(title)`. */
export const titleSuggestText = (t: { title: string }): string => foldForSearch(t.title);

/** The folded search text of a help entry (question and answer in both languages), as the help search reads it. */
export const helpFaqSearchText = (entry: { question: string; answer: string; questionEn?: string | null; answerEn?: string | null }): string =>
  foldForSearch([entry.question, entry.answer, entry.questionEn, entry.answerEn].filter(Boolean).join(' '));
