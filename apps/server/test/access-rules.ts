/**
 * Who may call each operation of the API (the roles-and-permissions table of
 * docs/api.md is this file in prose). `src/authz.test.ts` reads the OpenAPI document the app
 * serves and fails when an operation has no rule here, or a rule names an operation that no
 * longer exists — so a new endpoint cannot land without saying who may call it.
 *
 * Keys are `METHOD /path` exactly as in the OpenAPI document (`{id}`, `{username}`, `{slug}`).
 *
 * Access levels (what the route itself checks before it touches the target):
 * - `public`    — anyone, visitors included (a session may add the viewer's flags).
 * - `member`    — any signed-in member, verified e-mail or not (401 `UNAUTHENTICATED` without a session).
 * - `verified`  — a signed-in member whose e-mail is verified (lib/require-verified.ts; 403 `EMAIL_NOT_VERIFIED` otherwise).
 * - `moderator` — moderators and admins (403 for members).
 * - `admin`     — admins only (403 for members and moderators).
 *
 * `owner` says what the service checks on the target itself (the author, the garage's owner, …);
 * the generated test calls with targets that do not exist, so it sees only the route's level —
 * the owner checks are covered by the modules' own tests (`*.authz.test.ts`).
 * `body` / `query` replace the values the test generates from the schema where the schema alone
 * does not describe a valid request (the route must see a VALID request to reach its guard:
 * Fastify validates before the handler runs).
 */

export type AccessLevel = 'public' | 'member' | 'verified' | 'moderator' | 'admin';

export interface AccessRule {
  access: AccessLevel;
  /** The target's own check, in words (see the file comment). */
  owner?: string;
  /** Overrides merged over the generated request body. */
  body?: Record<string, unknown>;
  /** Query string for the call (replaces the generated one). */
  query?: Record<string, string>;
  /** Server-Sent Events: the test opens the stream on a real port and closes it at once. */
  sse?: boolean;
  /** multipart/form-data upload: the test sends no file (the guard runs before the file is read). */
  upload?: boolean;
}

const inFuture = (days: number, hour = 10) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const today = () => new Date().toISOString().slice(0, 10);

const competitionBody = () => ({ startsAt: inFuture(10), endsAt: inFuture(20), imageId: null });
const eventBody = () => ({ startsAt: inFuture(10), imageId: null });

/** The rules table: every operation of the OpenAPI document. */
export function accessRules(): Record<string, AccessRule> {
  return {
    // Health, configuration, statistics
    'GET /api/health': { access: 'public' },
    'GET /api/health/ready': { access: 'public' },
    'GET /api/auth-config': { access: 'public' },
    'GET /api/stats': { access: 'public' },
    'GET /api/admin/stats': { access: 'admin' },

    // Images and the own profile
    'POST /api/images': { access: 'verified', upload: true, owner: 'purpose event/competition: admins only' },
    'POST /api/documents': { access: 'verified', upload: true, query: { purpose: 'dyno_sheet' } },
    'GET /api/me/profile': { access: 'member' },
    'PUT /api/me/profile': { access: 'member' },

    // Members
    'GET /api/users/summary': { access: 'public' },
    'GET /api/users': { access: 'public' },
    'GET /api/users/{username}': { access: 'public' },
    'GET /api/users/{username}/garages': { access: 'public' },
    'GET /api/users/{username}/latest-garage': { access: 'public' },
    'PUT /api/users/{username}/follow': { access: 'verified' },
    'DELETE /api/users/{username}/follow': { access: 'member' },
    'GET /api/users/{username}/followers': { access: 'public' },
    'GET /api/users/{username}/following': { access: 'public' },
    'GET /api/users/{username}/badges': { access: 'public' },

    // Garages, comments, modifications
    'GET /api/garages': { access: 'public' },
    'POST /api/garages': { access: 'verified' },
    'GET /api/garages/featured': { access: 'public' },
    'GET /api/garages/mine': { access: 'member' },
    'GET /api/garages/{id}': { access: 'public' },
    'PUT /api/garages/{id}': { access: 'verified', owner: "the garage's owner" },
    'DELETE /api/garages/{id}': { access: 'member', owner: "the garage's owner" },
    'GET /api/garages/{id}/edit': { access: 'member', owner: "the garage's owner" },
    'POST /api/garages/{id}/views': { access: 'public' },
    'PUT /api/garages/{id}/like': { access: 'verified' },
    'DELETE /api/garages/{id}/like': { access: 'member' },
    'PUT /api/garages/{id}/favorite': { access: 'member' },
    'DELETE /api/garages/{id}/favorite': { access: 'member' },
    'GET /api/me/favorites': { access: 'member' },
    'GET /api/me/overlay': { access: 'public', owner: "only the calling member's own likes and favorites; a visitor gets empty lists" },
    'GET /api/garages/{id}/comments': { access: 'public' },
    'POST /api/garages/{id}/comments': { access: 'verified' },
    'DELETE /api/comments/{id}': { access: 'member', owner: "the comment's author, or a moderator" },
    'PUT /api/comments/{id}': { access: 'verified', owner: "the comment's author (not a hidden one unless they moderate)" },
    'GET /api/comments/{id}/revisions': { access: 'moderator' },
    'POST /api/garages/{id}/modifications': { access: 'verified', owner: "the garage's owner" },
    'PUT /api/modifications/{id}': { access: 'verified', owner: "the garage's owner" },
    'DELETE /api/modifications/{id}': { access: 'member', owner: "the garage's owner" },

    // Search
    'GET /api/search/popular': { access: 'public' },
    'GET /api/search': { access: 'public', query: { q: 'golf' } },
    'GET /api/search/suggest': { access: 'public', query: { q: 'gol' } },
    'GET /api/search/similar-topics': { access: 'public', query: { title: 'Golf DSG şanzıman' } },

    // Blog
    'GET /api/blog/posts': { access: 'public' },
    'POST /api/blog/posts': { access: 'verified', body: { body: '<p>Yetki testi</p>' } },
    'GET /api/blog/teaser': { access: 'public' },
    'GET /api/blog/mine': { access: 'member' },
    'GET /api/blog/favorites': { access: 'member' },
    'GET /api/blog/posts/{slug}': { access: 'public' },
    'PUT /api/blog/posts/{id}': { access: 'verified', owner: "the post's author", body: { body: '<p>Yetki testi</p>' } },
    'GET /api/blog/posts/{id}/revisions': { access: 'moderator' },
    'DELETE /api/blog/posts/{id}': { access: 'member', owner: "the post's author, or a moderator" },
    'PATCH /api/blog/posts/{id}/moderation': { access: 'moderator', owner: 'isFeatured: admins only', body: { status: 'published' } },
    'POST /api/blog/posts/{id}/views': { access: 'public' },
    'PUT /api/blog/posts/{id}/like': { access: 'verified' },
    'DELETE /api/blog/posts/{id}/like': { access: 'member' },
    'PUT /api/blog/posts/{id}/favorite': { access: 'member' },
    'DELETE /api/blog/posts/{id}/favorite': { access: 'member' },
    'GET /api/blog/posts/{id}/comments': { access: 'public' },
    'POST /api/blog/posts/{id}/comments': { access: 'verified' },
    'DELETE /api/blog/comments/{id}': { access: 'member', owner: "the comment's author, or a moderator" },
    'PUT /api/blog/comments/{id}': { access: 'verified', owner: "the comment's author, while the post takes comments (not a hidden one unless they moderate)" },
    'GET /api/blog/comments/{id}/revisions': { access: 'moderator' },

    // Realtime: public channels for everyone; private ones (notifications) need a session.
    'GET /api/events': { access: 'public', sse: true, query: { channels: 'forum' }, owner: 'private channels (notifications): members' },

    // Forum
    'GET /api/forum/categories': { access: 'public' },
    'POST /api/forum/categories': { access: 'admin', body: { id: 'yetki-testi' } },
    'GET /api/forum/categories/{id}': { access: 'public' },
    'PUT /api/forum/categories/{id}': { access: 'admin' },
    'DELETE /api/forum/categories/{id}': { access: 'admin' },
    'GET /api/forum/topics': { access: 'public' },
    'POST /api/forum/topics': {
      access: 'verified',
      body: { categoryId: 'genel', title: 'Yetki testi başlığı', body: '<p>Yetki testi için yazılmış bir soru metni</p>' },
    },
    'GET /api/forum/topics/{id}': { access: 'public' },
    'PATCH /api/forum/topics/{id}': { access: 'member', owner: "status: the asker or a moderator; isPinned/isLocked: moderators", body: { status: 'closed' } },
    'DELETE /api/forum/topics/{id}': { access: 'member', owner: 'the asker, or a moderator' },
    'PUT /api/forum/topics/{id}/accepted-reply': { access: 'member', owner: 'the asker, or an admin', body: { replyId: null } },
    'PUT /api/forum/topics/{id}/vote': { access: 'verified', owner: 'value 0 (withdraw): any member', body: { value: 1 } },
    'GET /api/forum/topics/{id}/replies': { access: 'public' },
    'POST /api/forum/topics/{id}/replies': { access: 'verified' },
    'DELETE /api/forum/replies/{id}': { access: 'member', owner: 'the author, or a moderator' },
    'PUT /api/forum/topics/{id}/content': { access: 'verified', owner: 'the author; not while locked', body: { title: 'Yeni başlık', body: '<p>Yeni metin</p>' } },
    'PUT /api/forum/replies/{id}': { access: 'verified', owner: 'the author; not while the topic is locked', body: { body: '<p>Yeni cevap</p>' } },
    'GET /api/forum/topics/{id}/revisions': { access: 'moderator' },
    'GET /api/forum/replies/{id}/revisions': { access: 'moderator' },
    'PUT /api/forum/replies/{id}/vote': { access: 'verified', owner: 'value 0 (withdraw): any member', body: { value: 1 } },
    'GET /api/forum/stats': { access: 'public' },
    'GET /api/forum/top-members': { access: 'public' },
    'PUT /api/admin/users/{id}/expert': { access: 'admin' },

    // Activity feed, notifications, badges
    'GET /api/activities': { access: 'public' },
    'GET /api/activities/summary': { access: 'public' },
    'GET /api/activities/home': { access: 'public' },
    'GET /api/notifications': { access: 'member' },
    'GET /api/notifications/unread-count': { access: 'member' },
    'POST /api/notifications/{id}/read': { access: 'member', owner: "the notification's recipient" },
    'POST /api/notifications/read-all': { access: 'member' },
    'GET /api/me/notification-preferences': { access: 'member' },
    'PUT /api/me/notification-preferences': { access: 'member', body: { items: [{ type: 'follow', email: false, push: false }] } },
    'GET /api/push/public-key': { access: 'public' },
    'GET /api/push/subscriptions': { access: 'member' },
    'POST /api/push/subscriptions': {
      access: 'member',
      body: { endpoint: 'https://push.example/yetki', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    },
    'DELETE /api/push/subscriptions': { access: 'member', owner: "the member's own devices", body: { endpoint: 'https://push.example/yok' } },
    // A member's data: the archive and the deletion of the account (their own only).
    'GET /api/me/data-exports': { access: 'member' },
    'POST /api/me/data-exports': { access: 'member', owner: 'one archive a day' },
    'GET /api/me/data-exports/{id}/download': { access: 'member', owner: "the archive's member" },
    'GET /api/me/account-deletion': { access: 'member' },
    'POST /api/me/account-deletion': { access: 'member', owner: "the member's password, or the code mailed to them", body: { password: 'yanlis-sifre-1', keepContributions: true } },
    'POST /api/me/account-deletion/code': { access: 'member' },
    'GET /api/me/sessions': { access: 'member' },
    'DELETE /api/me/sessions/{id}': { access: 'member', owner: "the member's own sessions" },
    'POST /api/me/sessions/revoke-others': { access: 'member' },
    // Private messages and blocks: only the conversation's two members (a moderator reads a reported one).
    'GET /api/messages/conversations': { access: 'member' },
    'POST /api/messages/conversations': { access: 'verified', owner: 'not oneself, no block either way, the recipient accepts new conversations', body: { username: 'yok', body: 'Merhaba' } },
    'GET /api/messages/conversations/{id}': { access: 'member', owner: 'its two members; moderators when one of them reported a message of it' },
    'GET /api/messages/conversations/{id}/messages': { access: 'member', owner: 'its two members; moderators when one of them reported a message of it' },
    'POST /api/messages/conversations/{id}/messages': { access: 'verified', owner: 'its two members, no block either way', body: { body: 'Merhaba' } },
    'POST /api/messages/conversations/{id}/read': { access: 'member', owner: 'its two members' },
    'GET /api/messages/unread-count': { access: 'member' },
    'GET /api/messages/with/{username}': { access: 'member' },
    'GET /api/me/message-settings': { access: 'member' },
    'PUT /api/me/message-settings': { access: 'member', body: { policy: 'everyone' } },
    'GET /api/me/blocks': { access: 'member' },
    'PUT /api/users/{username}/block': { access: 'member', owner: 'not oneself' },
    'DELETE /api/users/{username}/block': { access: 'member', owner: 'not oneself' },
    'GET /api/notifications/unsubscribe': { access: 'public', owner: 'the signed token of the mail', query: { token: 'yok' } },
    'POST /api/notifications/unsubscribe': { access: 'public', owner: 'the signed token of the mail', query: { token: 'yok' } },
    'GET /api/badges': { access: 'public' },

    // Competitions
    'GET /api/competitions': { access: 'public' },
    'GET /api/competitions/stats': { access: 'public' },
    'GET /api/competitions/{id}': { access: 'public' },
    'GET /api/competitions/{id}/entries': { access: 'public' },
    'POST /api/competitions/{id}/entries': { access: 'verified', owner: "the garage's owner" },
    'PUT /api/competitions/{id}/vote': { access: 'verified' },
    'DELETE /api/competitions/{id}/vote': { access: 'member' },
    'POST /api/admin/competitions': { access: 'admin', body: competitionBody() },
    'PUT /api/admin/competitions/{id}': { access: 'admin', body: competitionBody() },
    'DELETE /api/admin/competitions/{id}': { access: 'admin' },
    'POST /api/admin/competitions/{id}/end': { access: 'admin' },

    // Community hub and events
    'GET /api/community': { access: 'public' },
    'GET /api/community/events': { access: 'public' },
    'POST /api/community/events': { access: 'admin', body: eventBody() },
    'GET /api/community/events/{id}': { access: 'public' },
    'GET /api/community/events/{id}/participants': { access: 'public' },
    'GET /api/community/events/{id}/calendar': { access: 'public' },
    'PUT /api/community/events/{id}': { access: 'admin', body: eventBody() },
    'DELETE /api/community/events/{id}': { access: 'admin' },
    'PUT /api/community/events/{id}/participation': { access: 'verified' },
    'DELETE /api/community/events/{id}/participation': { access: 'member' },
    'GET /api/community/events/{id}/convoy': { access: 'member', owner: 'participants of the event only (403 CONVOY_PARTICIPANTS_ONLY)' },
    'PUT /api/community/events/{id}/convoy/position': { access: 'member', owner: 'participants of the event only, during its window', body: { lat: 41.0, lng: 29.0, precision: 'approximate', garageId: null } },
    'DELETE /api/community/events/{id}/convoy/position': { access: 'member', owner: 'participants of the event only (the own position)' },

    // Live location sharing
    'GET /api/location-shares': { access: 'public' },
    'POST /api/location-shares': { access: 'verified', body: { lat: 41.0, lng: 29.0, garageId: null, vehicleText: 'Golf 1.6' } },
    'PATCH /api/location-shares/mine': { access: 'member', owner: 'the own share' },
    'DELETE /api/location-shares/mine': { access: 'member', owner: 'the own share' },
    'PUT /api/location-shares/{id}/like': { access: 'verified' },
    'DELETE /api/location-shares/{id}/like': { access: 'member' },

    // Compare, maintenance, assistant
    'GET /api/compare/suggestions': { access: 'public' },
    'GET /api/compare': { access: 'public' },
    'GET /api/maintenance': { access: 'member', owner: 'own garages only' },
    'POST /api/maintenance/items': { access: 'member', owner: "the garage's owner" },
    'PUT /api/maintenance/items/{id}': { access: 'member', owner: "the garage's owner" },
    'DELETE /api/maintenance/items/{id}': { access: 'member', owner: "the garage's owner" },
    'POST /api/maintenance/items/{id}/completions': { access: 'member', owner: "the garage's owner", body: { servicedOn: today() } },
    'PUT /api/maintenance/garages/{id}/odometer': { access: 'member', owner: "the garage's owner" },
    'GET /api/maintenance/garages/{id}/logs': { access: 'member', owner: "the garage's owner" },
    'GET /api/maintenance/garages/{id}/logs.csv': { access: 'member', owner: "the garage's owner" },

    // Fuel log and costs
    'GET /api/fuel': { access: 'member', owner: 'own garages only' },
    'GET /api/fuel/garages/{id}/fill-ups': { access: 'member', owner: "the garage's owner" },
    'POST /api/fuel/garages/{id}/fill-ups': { access: 'member', owner: "the garage's owner", body: { filledOn: today(), odometerKm: 12000, quantity: 40, totalTl: 2000 } },
    'PUT /api/fuel/fill-ups/{id}': { access: 'member', owner: "the garage's owner", body: { filledOn: today(), odometerKm: 12000, quantity: 40, totalTl: 2000 } },
    'DELETE /api/fuel/fill-ups/{id}': { access: 'member', owner: "the garage's owner" },
    'GET /api/fuel/garages/{id}/fill-ups.csv': { access: 'member', owner: "the garage's owner" },
    'POST /api/fuel/garages/{id}/fill-ups/import': { access: 'member', owner: "the garage's owner", upload: true },
    'GET /api/fuel/garages/{id}/costs': { access: 'member', owner: "the garage's owner" },
    'POST /api/fuel/garages/{id}/costs': { access: 'member', owner: "the garage's owner", body: { kind: 'tax', spentOn: today(), amountTl: 1500 } },
    'PUT /api/fuel/costs/{id}': { access: 'member', owner: "the garage's owner", body: { kind: 'tax', spentOn: today(), amountTl: 1500 } },
    'DELETE /api/fuel/costs/{id}': { access: 'member', owner: "the garage's owner" },
    'GET /api/fuel/garages/{id}/report': { access: 'member', owner: "the garage's owner" },
    'GET /api/fuel/garages/{id}/summary': { access: 'public' },
    'PUT /api/fuel/garages/{id}/settings': { access: 'member', owner: "the garage's owner", body: { showCosts: true } },

    // Listings
    'GET /api/listings': { access: 'public', owner: 'active listings (sold ones with includeSold) of members who are not banned' },
    'GET /api/listings/{garageId}': { access: 'public', owner: "a withdrawn listing: its owner only; a banned member's: moderators only" },
    'GET /api/listings/{garageId}/edit': { access: 'member', owner: "the garage's owner" },
    'PUT /api/listings/{garageId}': { access: 'verified', owner: "the garage's owner", body: { priceTl: 450000, km: 120000, city: 'İzmir' } },
    'PUT /api/listings/{garageId}/status': { access: 'verified', owner: "the garage's owner", body: { status: 'sold' } },
    'POST /api/assistant/answers': { access: 'public', owner: 'with garageId: a member, for an own garage', body: { garageId: null } },
    'GET /api/assistant/saved-answers': { access: 'member' },
    'POST /api/assistant/saved-answers': { access: 'member' },
    'DELETE /api/assistant/saved-answers/{id}': { access: 'member', owner: 'own saved answers' },

    // Help centre
    'GET /api/help/faqs': { access: 'public' },
    'POST /api/help/contact-messages': { access: 'public', body: { email: 'yetki@example.com' } },
    'GET /api/admin/help/faqs': { access: 'admin' },
    'POST /api/admin/help/faqs': { access: 'admin' },
    'PUT /api/admin/help/faqs/{id}': { access: 'admin' },
    'DELETE /api/admin/help/faqs/{id}': { access: 'admin' },
    'GET /api/admin/help/contact-messages': { access: 'admin' },
    'PATCH /api/admin/help/contact-messages/{id}': { access: 'admin' },

    // Advertising
    'GET /api/ads': { access: 'public' },
    'POST /api/ads/{id}/impressions': { access: 'public' },
    'POST /api/ads/{id}/clicks': { access: 'public' },
    'POST /api/ad-requests': { access: 'public', body: { email: 'yetki@example.com' } },
    'GET /api/admin/ads': { access: 'admin' },
    'POST /api/admin/ads': { access: 'admin' },
    'GET /api/admin/ads/{id}': { access: 'admin' },
    'PUT /api/admin/ads/{id}': { access: 'admin' },
    'DELETE /api/admin/ads/{id}': { access: 'admin' },
    'GET /api/admin/ad-requests': { access: 'admin' },
    'PATCH /api/admin/ad-requests/{id}': { access: 'admin' },

    // Admin panel (bans): dashboard, users, garages, settings, audit log
    'GET /api/admin/dashboard': { access: 'admin' },
    'GET /api/admin/users': { access: 'admin' },
    'PATCH /api/admin/users/{id}/role': { access: 'admin', owner: 'not oneself', body: { role: 'user' } },
    'POST /api/admin/users/{id}/ban': { access: 'admin', owner: 'not oneself, not an admin', body: { reason: 'yetki testi' } },
    'DELETE /api/admin/users/{id}/ban': { access: 'admin', owner: 'not oneself' },
    'DELETE /api/admin/users/{id}/sessions': { access: 'admin', owner: 'not oneself' },
    'GET /api/admin/garages': { access: 'admin' },
    'DELETE /api/admin/garages/{id}': { access: 'admin', body: { reason: 'yetki testi' } },
    'PUT /api/admin/garages/{id}/featured': { access: 'admin' },
    'DELETE /api/admin/garages/{id}/featured': { access: 'admin' },
    'GET /api/admin/settings': { access: 'admin' },
    'PUT /api/admin/settings': { access: 'admin', body: { registrationOpen: true, contactEmail: 'iletisim@garaj.local', announcement: null } },
    'GET /api/site-settings': { access: 'public' },
    'GET /api/admin/audit': { access: 'admin' },

    // Invite programme
    'GET /api/me/invites': { access: 'member' },
    'GET /api/me/invites/friends': { access: 'member' },
    'GET /api/invites/{code}': { access: 'public', owner: 'only the username of the code\'s owner, and not while they are banned' },

    // Reports (the admin panel's Reports tab). 'ban' as a resolve action is admins-only inside the
    // service (403 for moderators): reports.test.ts.
    'POST /api/reports': { access: 'verified', owner: 'the target must be visible to the reporter and not their own', body: { targetType: 'garage', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' } },
    'GET /api/admin/reports': { access: 'moderator' },
    'GET /api/admin/reports/{id}': { access: 'moderator' },
    'POST /api/admin/reports/{id}/resolve': { access: 'moderator', body: { action: 'none' } },
    'POST /api/admin/reports/{id}/dismiss': { access: 'moderator' },

    // Moderation: hide / show again the five moderatable types, the content tab
    'PUT /api/moderation/{type}/{id}/hidden': { access: 'moderator' },
    'DELETE /api/moderation/{type}/{id}/hidden': { access: 'moderator' },
    'GET /api/admin/content': { access: 'moderator' },

    // Premium
    'GET /api/premium': { access: 'public' },
    'POST /api/premium/requests': { access: 'member' },
    'GET /api/premium/requests/mine': { access: 'member' },
    'DELETE /api/premium/requests/mine': { access: 'member', owner: 'the own pending request' },
    'GET /api/admin/premium/requests': { access: 'admin' },
    'GET /api/admin/premium/members': { access: 'admin' },
    'GET /api/admin/premium/lookup': { access: 'admin' },
    'PUT /api/admin/users/{id}/premium': { access: 'admin' },
    'DELETE /api/admin/users/{id}/premium': { access: 'admin' },
    'POST /api/admin/premium/requests/{id}/reject': { access: 'admin' },
  };
}

/**
 * better-auth's admin plugin endpoints (hidden from the OpenAPI document: they live under the
 * /api/auth/* catch-all). Only admins may call them (lib/auth.ts `adminRoles: ['admin']`); the
 * site's own /api/admin/* endpoints are what the admin panel uses.
 */
export const AUTH_ADMIN_OPERATIONS: { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> }[] = [
  { method: 'GET', url: '/api/auth/admin/list-users' },
  { method: 'POST', url: '/api/auth/admin/set-role', body: { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' } },
  { method: 'POST', url: '/api/auth/admin/ban-user', body: { userId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: '/api/auth/admin/unban-user', body: { userId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: '/api/auth/admin/impersonate-user', body: { userId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: '/api/auth/admin/revoke-user-sessions', body: { userId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: '/api/auth/admin/remove-user', body: { userId: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: '/api/auth/admin/set-user-password', body: { userId: '00000000-0000-4000-8000-000000000000', newPassword: 'yeni-sifre-12345' } },
  {
    method: 'POST',
    url: '/api/auth/admin/create-user',
    body: { email: 'yetki-admin@example.com', password: 'yeni-sifre-12345', name: 'yetki', role: 'admin' },
  },
];
