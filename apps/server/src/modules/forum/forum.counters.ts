/**
 * Recomputes every forum counter from the rows it counts — what the services keep up to date
 * write by write (forum.service.ts). For bulk writers that insert rows directly (the demo seed,
 * the bench) and as the tests' reference: after any sequence of API writes, recomputing must
 * change nothing. One transaction; cost proportional to the forum's size. Topics', categories'
 * replies and topics counts and last posts count visible (not hidden) rows only.
 */
import { sql } from 'drizzle-orm';
import { REPUTATION_POINTS } from '@garaj/shared';
import type { Db } from '../../db/client.ts';

const UP = REPUTATION_POINTS.upvote;
const DOWN = REPUTATION_POINTS.downvote;
const ACCEPTED = REPUTATION_POINTS.accepted;

/** Sets topics', replies', categories' and members' forum counters from the stored rows. */
export async function recomputeForumCounters(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update forum_replies r set
        score = coalesce(v.score, 0), upvotes_count = coalesce(v.up, 0)
      from forum_replies r2
      left join (select reply_id, sum(value)::int as score, count(*) filter (where value = 1)::int as up from forum_reply_votes group by reply_id) v
        on v.reply_id = r2.id
      where r2.id = r.id and (r.score <> coalesce(v.score, 0) or r.upvotes_count <> coalesce(v.up, 0))`);
    await tx.execute(sql`
      update forum_topics t set
        score = coalesce(v.score, 0), upvotes_count = coalesce(v.up, 0),
        replies_count = coalesce(rc.n, 0), last_reply_at = lr.created_at, last_reply_user_id = lr.author_id
      from forum_topics t2
      left join (select topic_id, sum(value)::int as score, count(*) filter (where value = 1)::int as up from forum_topic_votes group by topic_id) v
        on v.topic_id = t2.id
      left join (select topic_id, count(*)::int as n from forum_replies where hidden_at is null group by topic_id) rc on rc.topic_id = t2.id
      left join lateral (select r.created_at, r.author_id from forum_replies r where r.topic_id = t2.id and r.hidden_at is null order by r.created_at desc, r.id desc limit 1) lr on true
      where t2.id = t.id`);
    await tx.execute(sql`
      update forum_categories c set
        topics_count = coalesce(x.topics, 0), replies_count = coalesce(x.replies, 0),
        last_post_at = lp.at, last_post_topic_id = lp.id, last_post_user_id = lp.user_id
      from forum_categories c2
      left join (select category_id, count(*)::int as topics, sum(replies_count)::int as replies from forum_topics where hidden_at is null group by category_id) x
        on x.category_id = c2.id
      left join lateral (
        select t.id, coalesce(t.last_reply_at, t.created_at) as at, coalesce(t.last_reply_user_id, t.author_id) as user_id
        from forum_topics t where t.category_id = c2.id and t.hidden_at is null
        order by coalesce(t.last_reply_at, t.created_at) desc, t.id desc nulls last limit 1
      ) lp on true
      where c2.id = c.id`);
    await tx.execute(sql`delete from forum_category_members`);
    await tx.execute(sql`
      insert into forum_category_members (category_id, user_id, posts_count)
      select category_id, author_id, count(*)::int from (
        select t.category_id, t.author_id from forum_topics t
        union all select t.category_id, r.author_id from forum_replies r join forum_topics t on t.id = r.topic_id
      ) p group by category_id, author_id`);
    await tx.execute(sql`delete from forum_members`);
    await tx.execute(sql`
      insert into forum_members (user_id, reputation, posts_count)
      select user_id, sum(points)::int, sum(posts)::int from (
        select t.author_id as user_id, case when v.value = 1 then ${UP}::int else ${DOWN}::int end as points, 0 as posts
          from forum_topic_votes v join forum_topics t on t.id = v.topic_id
        union all select r.author_id, case when v.value = 1 then ${UP}::int else ${DOWN}::int end, 0
          from forum_reply_votes v join forum_replies r on r.id = v.reply_id
        union all select r.author_id, ${ACCEPTED}::int, 0
          from forum_topics t join forum_replies r on r.id = t.accepted_reply_id where r.author_id <> t.author_id
        union all select author_id, 0, 1 from forum_topics
        union all select author_id, 0, 1 from forum_replies
      ) p group by user_id`);
  });
}
