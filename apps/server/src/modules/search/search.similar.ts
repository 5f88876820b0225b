/**
 * "Benzer konular": while a member writes a question's title, the published topics that share
 * its words (`GET /api/search/similar-topics?title=`), from the same full-text index as the site
 * search (`search_tsv`, docs/decisions/013-search-engine.md).
 *
 * The title's words of three or more letters (folded like every search; common Turkish words
 * that say nothing of the subject left out) each start a word of the topic (`'sanziman':*` also
 * finds `şanzımanı`); a topic needs one of them. The first {@link SIMILAR_CANDIDATES} matches the
 * index yields are ranked by how many of the words they hold and how often (`ts_rank`), newest
 * first among equals; the best {@link SIMILAR_TOPICS_LIMIT} are answered. The work is bounded by
 * the candidates read, not by the table (trade-off as in the site search: for very common words
 * the best topic may be outside the candidates).
 */
import { sql, type SQL } from 'drizzle-orm';
import { SIMILAR_TOPICS_LIMIT, type SimilarTopic, type TopicStatus } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { isIndexedWord, siteSearchWords } from '../../db/search-match.ts';
import { CONTENT_KINDS } from '../content-kinds.ts';
import { SOURCES } from './search.sources.ts';

/** Matches read before ranking. */
export const SIMILAR_CANDIDATES = 200;
/** Most title words looked up. */
const MAX_WORDS = 8;

/**
 * Folded words that appear in most questions and say nothing of their subject ("ve", "nasıl",
 * "sorun"…): a topic sharing only these is not similar.
 */
const COMMON_WORDS = new Set([
  'acaba', 'ama', 'ancak', 'bana', 'ben', 'benim', 'bir', 'biri', 'bu', 'cok', 'daha', 'diye', 'gibi', 'hakkinda',
  'hangi', 'hangisi', 'icin', 'ile', 'kadar', 'mi', 'mu', 'nasil', 'ne', 'neden', 'nedir', 'olan', 'olarak', 'olur',
  'oluyor', 'sonra', 'soru', 'sorun', 'sorunu', 'var', 'veya', 'yardim', 'yok', 'yapmali', 'yapmaliyim',
]);

/** The words of `title` a similar topic is looked up by (see the module comment). */
export function similarTopicWords(title: string): string[] {
  const words = siteSearchWords(title).filter((word) => word.length >= 3 && isIndexedWord(word) && !COMMON_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The statement of {@link similarTopics} for `words` (from {@link similarTopicWords}; a-z0-9 only,
 * so nothing in them is tsquery syntax), or null without words: `id, category_id, title, status`.
 */
export function similarTopicsSql(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const query = words.map((word) => `'${word}':*`).join(' | ');
  const topic = SOURCES.topic;
  return sql`
    select c.id, c.category_id, c.title, c.status from (
      select t.id, t.category_id, t.title, t.status, t.created_at, ts_rank(${topic.columns.tsv}, ${query}::tsquery) as rank
      from ${topic.from}
      where ${topic.columns.tsv} @@ ${query}::tsquery and ${topic.visible}
      limit ${SIMILAR_CANDIDATES}
    ) c
    order by c.rank desc, c.created_at desc, c.id
    limit ${SIMILAR_TOPICS_LIMIT}`;
}

/** At most {@link SIMILAR_TOPICS_LIMIT} visible topics similar to `title` (see the module comment); empty without a telling word. */
export async function similarTopics(db: Db, title: string): Promise<SimilarTopic[]> {
  const statement = similarTopicsSql(similarTopicWords(title));
  if (!statement) return [];
  const rows = await queryRows<{ id: string; category_id: string; title: string; status: TopicStatus }>(db, statement);
  return rows.map((row) => ({
    id: row.id,
    url: CONTENT_KINDS.topic.path({ categoryId: row.category_id, id: row.id }),
    title: row.title,
    status: row.status,
  }));
}
