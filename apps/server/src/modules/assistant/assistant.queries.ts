/**
 * The assistant's reads and writes: retrieval over the site's own content —
 * published blog posts and ACCEPTED forum answers, PostgreSQL full-text search with the
 * `turkish` configuration on the expressions of `blog_posts_body_fts_idx` and
 * `forum_replies_body_fts_idx` — the member's garage, and the saved answers.
 *
 * Queries are built with `websearch_to_tsquery('turkish', …)`, which never fails on user text
 * (`to_tsquery` throws on its operators); the question's words are joined with `or` so a post
 * matching some of them is found, and ranked by how many and how closely.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type AssistantSource, type AssistantTopic, type SavedAssistantAnswer } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { publicRow } from '../../db/visibility.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/pagination.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { knowledgeOf } from './assistant.knowledge.ts';
import type { GarageContext } from './assistant.offline.ts';

/** Sources cited per answer. */
export const RETRIEVAL_LIMIT = 3;
/** A cited source ranks at least this share of the best one's score. */
export const RELATIVE_RANK_FLOOR = 0.25;
/** Characters of a passage given to the model. */
const PASSAGE_CHARS = 900;
/**
 * Question words that say nothing about the subject (beyond the `turkish` configuration's stop
 * words): left out of retrieval, so "Drift için ne lazım?" looks for "drift", not "lazım".
 */
const FILLER_WORDS = new Set(
  'lazım gerek gerekli nasıl nedir olur olsun yapmak yaptırmak yaptırsam istiyorum isterim öner önerir önerirsin önerisi misin mısın mi mı mu mü var yok kaç kaça hangi iyi kötü daha fazla araba arabam arabama aracım aracıma araç fiyat fiyatı ne kadar tutar yardım'.split(' '),
);
/** Words of the question used for retrieval. */
const MAX_WORDS = 16;

/** A retrieved passage: the citation plus the text the model reads. */
export interface Passage extends AssistantSource {
  text: string;
}

/**
 * The words of `text` for a `websearch_to_tsquery` OR-query: Turkish lower case (`I` → `ı`),
 * letters and digits only (no operators, quotes or minus signs reach the parser), at least two
 * characters, at most {@link MAX_WORDS}. `null` when nothing is left.
 */
export function orQuery(words: string[]): string | null {
  const clean = words
    .flatMap((w) => w.toLocaleLowerCase('tr-TR').split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 2 && w !== 'or' && !FILLER_WORDS.has(w));
  const unique = [...new Set(clean)].slice(0, MAX_WORDS);
  return unique.length ? unique.join(' or ') : null;
}

const tsquery = (text: string) => sql`websearch_to_tsquery('turkish', ${text})`;
const BLOG_VECTOR = sql`to_tsvector('turkish', b.title || ' ' || b.body_text)`;
const REPLY_VECTOR = sql`to_tsvector('turkish', r.body_text)`;

/**
 * The top {@link RETRIEVAL_LIMIT} passages for a question: documents matching the matched topics'
 * terms (or, with no topic, the question's words), ranked by the question, the topics and —
 * lightly — the garage's make and model. Drafts are never found (posts: `status =
 * 'published'`), forum replies only when they are their question's accepted answer, and
 * nothing hidden by a moderator or written by a member banned now (db/visibility.ts).
 */
export async function retrievePassages(db: Db, question: string, topics: AssistantTopic[], garage: GarageContext | null): Promise<Passage[]> {
  const questionText = orQuery(question.split(/\s+/));
  const topicText = orQuery(topics.flatMap((t) => knowledgeOf(t).searchTerms));
  const filterText = topicText ?? questionText;
  if (!filterText) return [];
  const garageText = garage ? orQuery([garage.brand, ...garage.model.split(/\s+/)]) : null;
  const filter = tsquery(filterText);
  const rank = (vector: SQL) =>
    sql`(ts_rank_cd(${vector}, ${filter}, 1)
      ${questionText ? sql`+ ts_rank_cd(${vector}, ${tsquery(questionText)}, 1)` : sql``}
      ${garageText ? sql`+ 0.3 * ts_rank_cd(${vector}, ${tsquery(garageText)}, 1)` : sql``})`;
  const rows = await queryRows<{ kind: 'post' | 'answer'; title: string; url: string; text: string; score: number | string }>(
    db,
    sql`(select 'post' as kind, b.title, '/blog/' || b.slug as url,
          coalesce(nullif(b.excerpt, ''), '') || ' ' || left(b.body_text, ${PASSAGE_CHARS}) as text,
          ${rank(BLOG_VECTOR)} as score
        from blog_posts b join users u on u.id = b.author_id
        where b.status = 'published' and ${publicRow('b', 'author_id')} and ${BLOG_VECTOR} @@ ${filter}
        order by score desc, b.published_at desc limit ${RETRIEVAL_LIMIT})
      union all
      (select 'answer' as kind, t.title, '/forum/' || t.category_id || '/topic/' || t.id || '#reply-' || r.id as url,
          left(r.body_text, ${PASSAGE_CHARS}) as text,
          ${rank(REPLY_VECTOR)} as score
        from forum_replies r
        join forum_topics t on t.accepted_reply_id = r.id
        join users u on u.id = r.author_id
        join users ta on ta.id = t.author_id
        where ${publicRow('r', 'author_id')} and ${publicRow('t', 'author_id')} and ${REPLY_VECTOR} @@ ${filter}
        order by score desc, r.created_at desc limit ${RETRIEVAL_LIMIT})
      order by score desc, kind desc
      limit ${RETRIEVAL_LIMIT}`,
  );
  // A source far weaker than the best one is a passing mention ("kompresör" of an air suspension): left out.
  const best = Number(rows[0]?.score ?? 0);
  return rows
    .filter((r) => Number(r.score) >= best * RELATIVE_RANK_FLOOR)
    .map((r) => ({ kind: r.kind, title: r.title, url: r.url, text: r.text.trim() }));
}

/** The member's garage with its modifications (newest first), or null when it is not theirs. */
export async function selectGarageContext(db: Db, garageId: string, userId: string): Promise<GarageContext | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select g.id, g.name, g.vehicle_type, g.car_brand, g.car_model, g.car_year, g.horsepower, g.torque, g.engine, g.fuel_type,
        coalesce((select json_agg(json_build_object('title', m.title, 'category', m.category, 'brand', m.brand, 'cost', m.cost) order by m.created_at desc)
          from modifications m where m.garage_id = g.id), '[]'::json) as mods
      from garages g where g.id = ${garageId} and g.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id as string,
    name: row.name as string,
    vehicleType: row.vehicle_type === 'motorcycle' ? 'motorcycle' : 'car',
    brand: row.car_brand as string,
    model: row.car_model as string,
    year: (row.car_year as number | null) ?? null,
    horsepower: (row.horsepower as number | null) ?? null,
    torque: (row.torque as number | null) ?? null,
    engine: (row.engine as string | null) ?? null,
    fuelType: (row.fuel_type as string | null) ?? null,
    modifications: (typeof row.mods === 'string' ? JSON.parse(row.mods) : row.mods) as GarageContext['modifications'],
  };
}

/** True when the garage exists and belongs to the member. */
export async function ownsGarage(db: Db, garageId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from garages where id = ${garageId} and user_id = ${userId}`);
  return rows.length > 0;
}

const SAVED_COLUMNS = sql`a.id, a.question, a.answer, a.sources, a.garage_id, g.name as garage_name, ${isoUtc(sql`a.created_at`)} as created_iso`;

function savedFrom(row: Record<string, unknown>): SavedAssistantAnswer {
  const sources = typeof row.sources === 'string' ? (JSON.parse(row.sources) as unknown) : row.sources;
  return {
    id: row.id as string,
    question: row.question as string,
    answer: row.answer as string,
    sources: (sources as AssistantSource[]) ?? [],
    garage: row.garage_id && row.garage_name ? { id: row.garage_id as string, name: row.garage_name as string } : null,
    createdAt: row.created_iso as string,
  };
}

/** Inserts a saved answer and returns it as presented. */
export async function insertSavedAnswer(
  db: Db,
  input: { userId: string; question: string; answer: string; sources: AssistantSource[]; garageId: string | null },
): Promise<SavedAssistantAnswer> {
  return db.transaction(async (tx) => {
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into assistant_saved_answers (user_id, garage_id, question, answer, sources)
        values (${input.userId}, ${input.garageId}, ${input.question}, ${input.answer}, ${JSON.stringify(input.sources)}::jsonb) returning id`,
    );
    const [row] = await queryRows(tx, sql`select ${SAVED_COLUMNS} from assistant_saved_answers a left join garages g on g.id = a.garage_id where a.id = ${inserted!.id}`);
    return savedFrom(row!);
  });
}

/**
 * A page of the member's saved answers, newest first, after the keyset `cursor`
 * (db/pagination.ts `encodeTimeCursor`; 400 VALIDATION_FAILED when malformed).
 */
export async function selectSavedAnswers(db: Db, userId: string, limit: number, rawCursor: string | undefined): Promise<{ items: SavedAssistantAnswer[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(rawCursor);
  const after = cursor ? sql`and (a.created_at, a.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${SAVED_COLUMNS} from assistant_saved_answers a left join garages g on g.id = a.garage_id
      where a.user_id = ${userId} ${after} order by a.created_at desc, a.id desc limit ${limit + 1}`,
  );
  const items = rows.slice(0, limit).map(savedFrom);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeTimeCursor(last.createdAt, last.id) : null };
}

/** Deletes one of the member's saved answers; false when there is no such row of theirs. */
export async function deleteSavedAnswer(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows(db, sql`delete from assistant_saved_answers where id = ${id} and user_id = ${userId} returning id`);
  return rows.length > 0;
}

