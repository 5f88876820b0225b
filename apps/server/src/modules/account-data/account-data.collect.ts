/**
 * Everything Garaj stores about one member, as the JSON of their archive ("Verilerimi indir",
 * KVKK Article 11, GDPR Articles 15 and 20): their account, profile, sign-in methods and sessions,
 * garages with photos and modifications, posts, topics, answers, comments, likes, votes,
 * favourites, follows, blocks, private conversations (both sides: they are the member's
 * conversations), maintenance records, notifications and preferences, badges, competition
 * entries and votes, event participations, location shares, invites, reports they filed, saved
 * assistant answers, requests and messages they sent to the site. Never secrets: no password
 * hash, session token or provider token; no other member's e-mail.
 *
 * Each section is one statement over an index on the member's column; rows leave the database as
 * JSON (`to_jsonb`), search columns left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Columns kept out of every row: search helpers, not data. */
const NOISE = sql.raw(`- 'search_text' - 'search_tsv' - 'suggest_text' - 'username_skeleton'`);

/** One section: its name in the JSON and the statement answering `data` (a JSON array). */
interface Section {
  name: string;
  query: (userId: string) => SQL;
}

/** `select jsonb_agg(row - noise)` over `from` (alias `t`), ordered by `order` (default: the row's `created_at`, where it has one). */
const rowsOf = (from: SQL, order = sql.raw(`to_jsonb(t)->>'created_at'`)): SQL =>
  sql`select coalesce(jsonb_agg(to_jsonb(t) ${NOISE} order by ${order}), '[]'::jsonb) as data from ${from}`;

const SECTIONS: Section[] = [
  {
    name: 'account',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email, 'emailVerified', u.email_verified,
        'username', u.display_username, 'role', u.role, 'createdAt', u.created_at)), '[]'::jsonb) as data from users u where u.id = ${id}`,
  },
  { name: 'profile', query: (id) => rowsOf(sql`profiles t where t.user_id = ${id}`, sql.raw('t.user_id')) },
  {
    name: 'signInMethods',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('provider', a.provider_id, 'createdAt', a.created_at, 'hasPassword', a.password is not null)
        order by a.created_at), '[]'::jsonb) as data from accounts a where a.user_id = ${id}`,
  },
  {
    name: 'sessions',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('createdAt', s.created_at, 'lastSeenAt', s.updated_at, 'expiresAt', s.expires_at,
        'ipAddress', s.ip_address, 'userAgent', s.user_agent) order by s.created_at), '[]'::jsonb) as data from sessions s where s.user_id = ${id}`,
  },
  {
    // The devices that receive push; their push address and keys are the device's secrets, left out.
    name: 'pushDevices',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('createdAt', p.created_at, 'lastSuccessAt', p.last_success_at, 'userAgent', p.user_agent,
        'language', p.language) order by p.created_at), '[]'::jsonb) as data from push_subscriptions p where p.user_id = ${id}`,
  },
  {
    // What tells the member which passkey is which; the key and credential id only serve the site's check.
    name: 'passkeys',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('name', p.name, 'createdAt', p.created_at, 'deviceType', p.device_type, 'backedUp', p.backed_up)
        order by p.created_at), '[]'::jsonb) as data from passkeys p where p.user_id = ${id}`,
  },
  { name: 'garages', query: (id) => rowsOf(sql`garages t where t.user_id = ${id}`) },
  { name: 'garagePhotos', query: (id) => rowsOf(sql`garage_photos t join garages g on g.id = t.garage_id where g.user_id = ${id}`, sql.raw('t.garage_id, t.position')) },
  { name: 'modifications', query: (id) => rowsOf(sql`modifications t join garages g on g.id = t.garage_id where g.user_id = ${id}`) },
  { name: 'garageComments', query: (id) => rowsOf(sql`garage_comments t where t.user_id = ${id}`) },
  { name: 'garageLikes', query: (id) => rowsOf(sql`garage_likes t where t.user_id = ${id}`) },
  { name: 'favorites', query: (id) => rowsOf(sql`favorites t where t.user_id = ${id}`) },
  { name: 'blogPosts', query: (id) => rowsOf(sql`blog_posts t where t.author_id = ${id}`) },
  { name: 'blogPostComments', query: (id) => rowsOf(sql`blog_post_comments t where t.user_id = ${id}`) },
  { name: 'blogPostLikes', query: (id) => rowsOf(sql`blog_post_likes t where t.user_id = ${id}`) },
  { name: 'forumTopics', query: (id) => rowsOf(sql`forum_topics t where t.author_id = ${id}`) },
  { name: 'forumReplies', query: (id) => rowsOf(sql`forum_replies t where t.author_id = ${id}`) },
  { name: 'forumTopicVotes', query: (id) => rowsOf(sql`forum_topic_votes t where t.user_id = ${id}`) },
  { name: 'forumReplyVotes', query: (id) => rowsOf(sql`forum_reply_votes t where t.user_id = ${id}`) },
  {
    name: 'following',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('username', u.display_username, 'since', f.created_at) order by f.created_at), '[]'::jsonb) as data
        from follows f join users u on u.id = f.following_id where f.follower_id = ${id}`,
  },
  {
    name: 'followers',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('username', u.display_username, 'since', f.created_at) order by f.created_at), '[]'::jsonb) as data
        from follows f join users u on u.id = f.follower_id where f.following_id = ${id}`,
  },
  {
    name: 'blocked',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('username', u.display_username, 'since', b.created_at) order by b.created_at), '[]'::jsonb) as data
        from user_blocks b join users u on u.id = b.blocked_id where b.blocker_id = ${id}`,
  },
  {
    name: 'conversations',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('id', cm.conversation_id, 'with', u.display_username, 'garageId', c.garage_id,
          'messages', (select coalesce(jsonb_agg(jsonb_build_object('from', case when m.sender_id = ${id} then 'me' else u.display_username end,
              'body', m.body, 'imageId', m.image_id, 'sentAt', m.created_at) order by m.created_at, m.id), '[]'::jsonb)
            from messages m where m.conversation_id = cm.conversation_id)) order by cm.last_message_at), '[]'::jsonb) as data
        from conversation_members cm join conversations c on c.id = cm.conversation_id join users u on u.id = cm.other_id where cm.user_id = ${id}`,
  },
  { name: 'maintenanceItems', query: (id) => rowsOf(sql`maintenance_items t where t.user_id = ${id}`) },
  { name: 'maintenanceLogs', query: (id) => rowsOf(sql`maintenance_logs t where t.user_id = ${id}`) },
  { name: 'notifications', query: (id) => rowsOf(sql`notifications t where t.user_id = ${id}`) },
  { name: 'notificationPreferences', query: (id) => rowsOf(sql`notification_preferences t where t.user_id = ${id}`, sql.raw('t.type')) },
  { name: 'badges', query: (id) => rowsOf(sql`user_badges t where t.user_id = ${id}`) },
  { name: 'competitionEntries', query: (id) => rowsOf(sql`competition_entries t where t.user_id = ${id}`) },
  { name: 'competitionVotes', query: (id) => rowsOf(sql`competition_votes t where t.voter_id = ${id}`) },
  { name: 'eventParticipations', query: (id) => rowsOf(sql`community_event_participants t where t.user_id = ${id}`) },
  { name: 'locationShares', query: (id) => rowsOf(sql`location_shares t where t.user_id = ${id}`) },
  { name: 'convoyPositions', query: (id) => rowsOf(sql`convoy_positions t where t.user_id = ${id}`) },
  { name: 'invites', query: (id) => rowsOf(sql`invites t where t.inviter_id = ${id}`) },
  {
    name: 'reportsFiled',
    query: (id) => sql`select coalesce(jsonb_agg(jsonb_build_object('targetType', r.target_type, 'targetId', r.target_id, 'reason', r.reason,
        'details', r.details, 'status', r.status, 'createdAt', r.created_at) order by r.created_at), '[]'::jsonb) as data from reports r where r.reporter_id = ${id}`,
  },
  { name: 'assistantSavedAnswers', query: (id) => rowsOf(sql`assistant_saved_answers t where t.user_id = ${id}`) },
  { name: 'premiumRequests', query: (id) => rowsOf(sql`premium_requests t where t.user_id = ${id}`) },
  { name: 'adRequests', query: (id) => rowsOf(sql`ad_requests t where t.user_id = ${id}`) },
  { name: 'contactMessages', query: (id) => rowsOf(sql`contact_messages t where t.user_id = ${id}`) },
  { name: 'uploadedImages', query: (id) => rowsOf(sql`images t where t.owner_id = ${id}`) },
];

/** The archive's JSON: `{ generatedAt, format, <section>: rows[] … }`. */
export type MemberData = { generatedAt: string; format: 'garaj-member-data/1' } & Record<string, unknown>;

/** Reads every section for `userId` (one statement each, in order). */
export async function collectMemberData(db: Db, userId: string, now = new Date()): Promise<MemberData> {
  const data: MemberData = { generatedAt: now.toISOString(), format: 'garaj-member-data/1' };
  for (const section of SECTIONS) {
    const [row] = await queryRows<{ data: unknown }>(db, section.query(userId));
    const value = typeof row?.data === 'string' ? (JSON.parse(row.data) as unknown) : (row?.data ?? []);
    data[section.name] = section.name === 'account' || section.name === 'profile' ? ((value as unknown[])[0] ?? null) : value;
  }
  return data;
}

/** The member's uploaded images: id and largest stored width (the file put into the archive). */
export async function memberImages(db: Db, userId: string): Promise<{ id: string; width: number }[]> {
  const rows = await queryRows<{ id: string; variants: number[] }>(db, sql`select id, variants from images where owner_id = ${userId} order by created_at, id`);
  return rows.map((r) => ({ id: r.id, width: Math.max(...r.variants.map(Number)) }));
}
