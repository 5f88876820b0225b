/**
 * For tests: the feed's public-visibility rule computed from the joined rows, the way the
 * database derives `activities.hidden_until` — tests compare what the feed shows (the stored
 * state) with it. Over `activities a` joined to its actor `users u`, then {@link RULE_JOINS}.
 */
import { sql } from 'drizzle-orm';

/** True when the joined member row `alias` (users) is not banned now (db/visibility.ts's rule, on a joined row). */
const notBanned = (alias: string) => sql.raw(`not (coalesce(${alias}.banned, false) and (${alias}.ban_expires is null or ${alias}.ban_expires > now()))`);

/** The post, topic, reply, comments, garage and subject of the event and the members behind them. */
export const RULE_JOINS = sql.raw(`
  left join blog_posts vp on vp.id = a.post_id left join users vpu on vpu.id = vp.author_id
  left join forum_topics vt on vt.id = a.topic_id left join users vtu on vtu.id = vt.author_id
  left join forum_replies vr on vr.id = a.reply_id
  left join blog_post_comments vc on vc.id = a.post_comment_id
  left join garage_comments vgc on vgc.id = a.garage_comment_id
  left join garages vg on vg.id = a.garage_id left join users vgu on vgu.id = vg.user_id
  left join users vsu on vsu.id = a.subject_user_id`);

/**
 * Rows anyone may see: the actor has a username and is not banned, and nothing the event is
 * about is hidden, unpublished or belongs to a banned member.
 */
export const VISIBLE_BY_RULE = sql`u.display_username is not null and ${notBanned('u')}
  and (a.post_id is null or (vp.status = 'published' and vp.hidden_at is null and ${notBanned('vpu')}))
  and (a.topic_id is null or (vt.hidden_at is null and ${notBanned('vtu')}))
  and (a.reply_id is null or vr.hidden_at is null)
  and (a.post_comment_id is null or vc.hidden_at is null)
  and (a.garage_comment_id is null or vgc.hidden_at is null)
  and (a.garage_id is null or ${notBanned('vgu')})
  and (a.subject_user_id is null or ${notBanned('vsu')})`;
