/**
 * The checks of the community integrity tests: every stored counter or limit of the community
 * areas, and every figure the API answers, recomputed from the rows it counts. Each answers the
 * list of disagreements, empty when all agree:
 *
 * - follows: profiles.followers_count / following_count (modules/users);
 * - competitions: entries ≤ max participants, one entry per member with their own garage, one
 *   vote per member per competition for an entry of that competition and never their own,
 *   stored final votes and ranks (top 3 by votes, ties by the earlier entry);
 * - events: participants ≤ capacity;
 * - badges: the stored rows are exactly what the rules give (recomputeAllBadges changes nothing);
 * - garages, blog posts and the forum: their counters (recomputeForumCounters changes nothing);
 * - the activity feed: one like / follow / comment / new_garage row per row it records;
 * - API figures: users summary and directory, competitions stats, cards and entries, events,
 *   the hub's stats, the activity summary, the badge holders;
 * - notifications: each member's unread count and the actors of each grouped item;
 * - private messages: both inbox rows of each conversation, their unread counts and order.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTIVITY_TYPES, BADGE_IDS, COMPETITION_WINNER_COUNT } from '@garaj/shared';
import { as, type TestApp, type TestUser } from '../../test/helpers.ts';
import { followCounterMismatches } from '../modules/users/index.ts';
import { recomputeAllBadges } from '../modules/badges/index.ts';
import { RULE_JOINS, VISIBLE_BY_RULE } from '../modules/activities/activities.fixtures.ts';
import { recomputeForumCounters } from '../modules/forum/forum.counters.ts';
import { queryRows } from '../db/client.ts';

/** The checks, and the raw-SQL helpers they use, bound to the app `t`. */
export function communityChecks(t: TestApp) {
  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.app.deps.db, query);
  const num = (value: unknown) => Number(value);

  return {
    rows,
    num,
    /** Every stored counter or limit of the community areas that disagrees with its rows (empty when all agree). */
    async rowMismatches(): Promise<string[]> {
      const problems: string[] = [];
      for (const m of await followCounterMismatches(t.app.deps.db))
        problems.push(
          `follow counters of ${m.userId}: stored ${m.followersCount}/${m.followingCount}, rows ${m.followers}/${m.following}`,
        );

      const found = await rows<{ what: string; id: string }>(sql`
        select 'self follow' as what, follower_id as id from follows where follower_id = following_id
        union all
        select 'entries above the maximum', c.id::text from competitions c where (select count(*) from competition_entries e where e.competition_id = c.id) > c.max_participants
        union all
        select 'entry with a garage of someone else', e.id::text from competition_entries e join garages g on g.id = e.garage_id where g.user_id <> e.user_id
        union all
        select 'two entries of one member', competition_id::text || ' ' || user_id from competition_entries group by competition_id, user_id having count(*) > 1
        union all
        select 'two votes of one member', competition_id::text || ' ' || voter_id from competition_votes group by competition_id, voter_id having count(*) > 1
        union all
        select 'vote for an entry of another competition', v.voter_id from competition_votes v join competition_entries e on e.id = v.entry_id where e.competition_id <> v.competition_id
        union all
        select 'vote for own entry', v.voter_id from competition_votes v join competition_entries e on e.id = v.entry_id where e.user_id = v.voter_id
        union all
        select 'vote outside the competition window', v.voter_id from competition_votes v join competitions c on c.id = v.competition_id where v.created_at < c.starts_at or v.created_at > c.ends_at
        union all
        select 'entry outside the competition window', e.id::text from competition_entries e join competitions c on c.id = e.competition_id where e.created_at < c.starts_at or e.created_at > c.ends_at
        union all
        select 'final votes differ from the vote rows', e.id::text from competition_entries e join competitions c on c.id = e.competition_id
          where c.finalized_at is not null and e.final_votes is distinct from (select count(*)::int from competition_votes v where v.entry_id = e.id)
        union all
        select 'rank differs from the votes', x.id::text from (
          select e.id, e.rank, row_number() over (partition by e.competition_id order by (select count(*) from competition_votes v where v.entry_id = e.id) desc, e.created_at, e.id) as position,
                 (select count(*) from competition_votes v where v.entry_id = e.id) as votes
          from competition_entries e join competitions c on c.id = e.competition_id where c.finalized_at is not null) x
          where x.rank is distinct from (case when x.votes > 0 and x.position <= ${COMPETITION_WINNER_COUNT} then x.position::int end)
        union all
        select 'ranks before the end', e.id::text from competition_entries e join competitions c on c.id = e.competition_id where c.finalized_at is null and (e.rank is not null or e.final_votes is not null)
        union all
        select 'participants above the capacity', ev.id::text from community_events ev where ev.capacity is not null and (select count(*) from community_event_participants p where p.event_id = ev.id) > ev.capacity
        union all
        select 'garage counters', g.id::text from garages g
          where g.likes_count <> (select count(*) from garage_likes l where l.garage_id = g.id)
             or g.comments_count <> (select count(*) from garage_comments c where c.garage_id = g.id and c.hidden_at is null)
             or g.views_count < (select count(*) from garage_views v where v.garage_id = g.id)
             or g.views_count < g.likes_count
        union all
        select 'blog post counters', p.id::text from blog_posts p
          where p.likes_count <> (select count(*) from blog_post_likes l where l.post_id = p.id)
             or p.comments_count <> (select count(*) from blog_post_comments c where c.post_id = p.id and c.hidden_at is null)
             or p.views_count < (select count(*) from blog_post_views v where v.post_id = p.id)
        union all
        select 'garage like without its activity', l.user_id from garage_likes l where not exists (select 1 from activities a where a.type = 'like' and a.actor_id = l.user_id and a.garage_id = l.garage_id)
        union all
        select 'post like without its activity', l.user_id from blog_post_likes l join blog_posts p on p.id = l.post_id where p.status = 'published' and not exists (select 1 from activities a where a.type = 'like' and a.actor_id = l.user_id and a.post_id = l.post_id)
        union all
        select 'like activity without its like', a.id::text from activities a where a.type = 'like' and not exists (
          select 1 from garage_likes l where l.user_id = a.actor_id and l.garage_id = a.garage_id union all select 1 from blog_post_likes l where l.user_id = a.actor_id and l.post_id = a.post_id)
        union all
        select 'follow without its activity', f.follower_id from follows f where not exists (select 1 from activities a where a.type = 'follow' and a.actor_id = f.follower_id and a.subject_user_id = f.following_id)
        union all
        select 'follow activity without its follow', a.id::text from activities a where a.type = 'follow' and not exists (select 1 from follows f where f.follower_id = a.actor_id and f.following_id = a.subject_user_id)
        union all
        select 'two activities for one thing', a.type || ' ' || a.actor_id from activities a where a.type in ('like', 'follow', 'new_garage', 'comment', 'modification', 'blog_post', 'question', 'answer', 'join')
          group by a.type, a.actor_id, a.garage_id, a.post_id, a.subject_user_id, a.garage_comment_id, a.post_comment_id, a.modification_id, a.topic_id, a.reply_id
          having count(*) > 1
        union all
        select 'garage without its new_garage activity', g.id::text from garages g where not exists (select 1 from activities a where a.type = 'new_garage' and a.garage_id = g.id)
        union all
        select 'garage comment without its activity', c.id::text from garage_comments c where not exists (select 1 from activities a where a.type = 'comment' and a.garage_comment_id = c.id)
        union all
        select 'member without a join activity', u.id from users u where not exists (select 1 from activities a where a.type = 'join' and a.actor_id = u.id)
        union all
        select 'activity in the future', a.id::text from activities a where a.created_at > now()
        union all
        select 'conversation without its two inbox rows', c.id::text from conversations c
          where (select count(*) from conversation_members cm where cm.conversation_id = c.id and cm.user_id in (c.member_low_id, c.member_high_id)) <> 2
        union all
        select 'unread messages differ from the rows', cm.conversation_id::text || ' ' || cm.user_id from conversation_members cm
          where cm.unread_count <> (select count(*) from messages m where m.conversation_id = cm.conversation_id and m.sender_id = cm.other_id
                                      and (cm.last_read_at is null or m.created_at > cm.last_read_at))
        union all
        select 'inbox order differs from the last message', cm.conversation_id::text from conversation_members cm
          where cm.last_message_at <> (select max(m.created_at) from messages m where m.conversation_id = cm.conversation_id)
        union all
        select 'notification for one''s own action', n.id::text from notifications n where n.actor_id = n.user_id
        union all
        select 'notification actor is the recipient', n.id::text from notification_actors a join notifications n on n.id = a.notification_id where a.actor_id = n.user_id`);
      for (const f of found) problems.push(`${f.what}: ${f.id}`);

      // Forum counters: recomputing them from the rows changes nothing.
      const forumState = () =>
        rows(sql`
          select (select json_agg(x order by x.id) from (select id, replies_count, score, upvotes_count, last_reply_at, last_reply_user_id from forum_topics) x) as topics,
                 (select json_agg(x order by x.id) from (select id, score, upvotes_count from forum_replies) x) as replies,
                 (select json_agg(x order by x.id) from (select id, topics_count, replies_count, last_post_at, last_post_user_id from forum_categories) x) as categories,
                 (select json_agg(x order by x.user_id) from (select user_id, reputation, posts_count from forum_members) x) as members,
                 (select json_agg(x order by x.category_id, x.user_id) from (select category_id, user_id, posts_count from forum_category_members) x) as category_members`);
      const before = JSON.stringify(await forumState());
      await recomputeForumCounters(t.app.deps.db);
      if (JSON.stringify(await forumState()) !== before)
        problems.push(
          'forum counters differ from their rows (recomputeForumCounters changed them)',
        );

      // Badges: exactly what the rules give.
      const badges = await recomputeAllBadges(t.app.deps.db, { emit: false });
      for (const b of badges.earned) problems.push(`badge missing: ${b.badgeId} of ${b.userId}`);
      for (const b of badges.revoked)
        problems.push(`badge held against its rule: ${b.badgeId} of ${b.userId}`);
      return problems;
    },

    /** Figures the API answers that disagree with the rows. */
    async apiMismatches(): Promise<string[]> {
      const problems: string[] = [];
      const check = (what: string, api: unknown, fromRows: unknown) => {
        if (JSON.stringify(api) !== JSON.stringify(fromRows))
          problems.push(`${what}: API ${JSON.stringify(api)}, rows ${JSON.stringify(fromRows)}`);
      };
      const get = async (url: string) => {
        const res = await as(t.app, null, { method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        return res.json<unknown>();
      };

      const [totals] = await rows(sql`
        select (select count(*)::int from users) as users, (select count(distinct user_id)::int from garages) as active, (select count(*)::int from garages) as garages,
               (select count(*)::int from follows) as follows, (select count(*)::int from forum_topics) as topics,
               (select count(*)::int from community_events where starts_at > now()) as upcoming_events,
               (select count(*)::int from competitions where starts_at <= now() and ends_at > now()) as active_competitions,
               (select count(*)::int from competitions where starts_at > now()) as upcoming_competitions,
               (select count(*)::int from competition_entries where rank is not null) as winners`);
      check('users summary', await get('/api/users/summary'), {
        totalUsers: totals!.users,
        activeUsers: totals!.active,
        totalGarages: totals!.garages,
        totalFollowers: totals!.follows,
      });

      const followers = new Map(
        (
          await rows<{ id: string; n: number }>(
            sql`select u.id, (select count(*)::int from follows f where f.following_id = u.id) as n from users u`,
          )
        ).map((r) => [r.id, num(r.n)]),
      );
      const directory = (await get('/api/users?sort=followers&limit=50')) as {
        items: { id: string; followersCount: number }[];
      };
      expect(directory.items.length).toBeGreaterThan(0);
      for (const card of directory.items)
        check(`directory card ${card.id}`, card.followersCount, followers.get(card.id));
      const counts = directory.items.map((c) => c.followersCount);
      check(
        'directory order',
        counts,
        [...counts].sort((a, b) => b - a),
      );

      check('competition stats', await get('/api/competitions/stats'), {
        active: totals!.active_competitions,
        upcoming: totals!.upcoming_competitions,
        winners: totals!.winners,
      });
      const entries = new Map(
        (
          await rows<{ id: string; n: number }>(
            sql`select c.id::text, (select count(*)::int from competition_entries e where e.competition_id = c.id) as n from competitions c`,
          )
        ).map((r) => [r.id, num(r.n)]),
      );
      const cards = (await get('/api/competitions?pageSize=50')) as {
        items: { id: string; participants: number }[];
      };
      check('competition cards', cards.items.length, entries.size);
      for (const card of cards.items) {
        check(`competition ${card.id} participants`, card.participants, entries.get(card.id));
        const votes = new Map(
          (
            await rows<{ id: string; n: number }>(
              sql`select e.id::text, (select count(*)::int from competition_votes v where v.entry_id = e.id) as n from competition_entries e where e.competition_id = ${card.id}`,
            )
          ).map((r) => [r.id, num(r.n)]),
        );
        const gallery = (await get(`/api/competitions/${card.id}/entries?pageSize=50`)) as {
          items: { id: string; votes: number }[];
        };
        check(`competition ${card.id} gallery size`, gallery.items.length, votes.size);
        for (const entry of gallery.items)
          check(`entry ${entry.id} votes`, entry.votes, votes.get(entry.id));
      }

      const participants = new Map(
        (
          await rows<{ id: string; n: number }>(
            sql`select e.id::text, (select count(*)::int from community_event_participants p where p.event_id = e.id) as n from community_events e`,
          )
        ).map((r) => [r.id, num(r.n)]),
      );
      let listed = 0;
      for (const when of ['upcoming', 'past']) {
        const page = (await get(`/api/community/events?when=${when}&pageSize=50`)) as {
          items: {
            id: string;
            participantsCount: number;
            capacity: number | null;
            isFull: boolean;
          }[];
        };
        listed += page.items.length;
        for (const e of page.items) {
          check(`event ${e.id} participants`, e.participantsCount, participants.get(e.id));
          check(
            `event ${e.id} full`,
            e.isFull,
            e.capacity !== null && e.participantsCount >= e.capacity,
          );
        }
      }
      check('events listed', listed, participants.size);
      const hub = (await get('/api/community')) as {
        stats: { members: number; garages: number; topics: number; upcomingEvents: number };
      };
      check('hub stats', hub.stats, {
        members: totals!.users,
        garages: totals!.garages,
        topics: totals!.topics,
        upcomingEvents: totals!.upcoming_events,
      });

      const perType = new Map(
        (
          await rows<{ type: string; n: number }>(
            // What anyone may see (nothing about hidden content or banned members).
            sql`select a.type, count(*)::int as n from activities a join users u on u.id = a.actor_id ${RULE_JOINS} where ${VISIBLE_BY_RULE} group by a.type`,
          )
        ).map((r) => [r.type, num(r.n)]),
      );
      const activitySummary = (await get('/api/activities/summary')) as {
        total: number;
        counts: Record<string, number>;
      };
      check(
        'activity summary total',
        activitySummary.total,
        [...perType.values()].reduce((a, b) => a + b, 0),
      );
      for (const type of ACTIVITY_TYPES)
        check(`activity summary ${type}`, activitySummary.counts[type], perType.get(type) ?? 0);

      const holders = new Map(
        (
          await rows<{ badge_id: string; n: number }>(
            sql`select badge_id, count(*)::int as n from user_badges group by badge_id`,
          )
        ).map((r) => [r.badge_id, num(r.n)]),
      );
      const catalog = (await get('/api/badges')) as {
        badges: { id: string; holders: number }[];
        holders: number;
      };
      for (const id of BADGE_IDS)
        check(
          `badge ${id} holders`,
          catalog.badges.find((b) => b.id === id)?.holders,
          holders.get(id) ?? 0,
        );
      const [anyBadge] = await rows<{ n: number }>(
        sql`select count(distinct user_id)::int as n from user_badges`,
      );
      check('badge holders', catalog.holders, num(anyBadge!.n));
      return problems;
    },

    /** Each member's notification figures from the API (unread count, actors per grouped item) against the rows. */
    async notificationMismatches(members: readonly TestUser[]): Promise<string[]> {
      const problems: string[] = [];
      for (const m of members) {
        const unread = await as(t.app, m, {
          method: 'GET',
          url: '/api/notifications/unread-count',
        });
        expect(unread.statusCode).toBe(200);
        const [stored] = await rows<{ n: number }>(
          sql`select count(*)::int as n from notifications where user_id = ${m.id} and read_at is null`,
        );
        if (unread.json<{ unreadCount: number }>().unreadCount !== num(stored!.n))
          problems.push(
            `unread count of ${m.username}: API ${unread.json<{ unreadCount: number }>().unreadCount}, rows ${stored!.n}`,
          );
        const list = await as(t.app, m, { method: 'GET', url: '/api/notifications?limit=50' });
        expect(list.statusCode).toBe(200);
        const actors = new Map(
          (
            await rows<{ id: string; n: number }>(
              sql`select n.id::text, (select count(*)::int from notification_actors a where a.notification_id = n.id) as n from notifications n where n.user_id = ${m.id}`,
            )
          ).map((r) => [r.id, num(r.n)]),
        );
        for (const item of list.json<{ items: { id: string; actorCount: number }[] }>().items) {
          if (item.actorCount !== actors.get(item.id))
            problems.push(
              `actors of notification ${item.id}: API ${item.actorCount}, rows ${actors.get(item.id)}`,
            );
        }
      }
      return problems;
    },
  };
}

/** What `communityChecks` answers. */
export type CommunityChecks = ReturnType<typeof communityChecks>;
