/**
 * Every moderator and admin write is on record (lib/audit.ts): each endpoint
 * below is called once, for real, by the role it is meant for, and the audit log must grow by
 * EXACTLY one row naming that action, its actor and its target. Refused or failed calls add no
 * row. The rows are written in the action's own transaction (see the services), so an action
 * and its record commit or roll back together.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/client.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers.ts';
import { postBody, writePost } from './modules/blog/blog.fixtures.ts';
import { competitionBody, makeGarage } from './modules/competitions/competitions.fixtures.ts';
import { eventBody } from './modules/community/community.fixtures.ts';

interface AuditRow {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
}

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('one audit row per moderator and admin action', () => {
  let t: TestApp;
  let admin: TestUser;
  let moderator: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    moderator = await createUser(t.app, { role: 'moderator' });
    member = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const auditIds = async () => new Set((await queryRows<{ id: string }>(t.app.deps.db, sql`select id from audit_log`)).map((r) => r.id));

  /**
   * Calls `request` as `actor`, expects `status`, and returns the ONE audit row it added (fails
   * when it added none or more than one, or the row names another action, actor or target).
   */
  async function audited(actor: TestUser, request: InjectOptions, status: number, action: string, target: { type: string; id?: string }) {
    const before = await auditIds();
    const res = await as(t.app, actor, request);
    expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(status);
    const rows = (await queryRows<AuditRow>(t.app.deps.db, sql`select id, actor_id, action, target_type, target_id, before, after from audit_log`)).filter((r) => !before.has(r.id));
    expect(rows.map((r) => r.action), `${request.method} ${request.url}`).toEqual([action]);
    const row = rows[0]!;
    expect(row.actor_id).toBe(actor.id);
    expect(row.target_type).toBe(target.type);
    if (target.id) expect(row.target_id).toBe(target.id);
    return { res, row };
  }

  /** Calls `request` and expects `status` with no audit row added. */
  async function notAudited(actor: TestUser | null, request: InjectOptions, status: number) {
    const before = (await auditIds()).size;
    const res = await as(t.app, actor, request);
    expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(status);
    expect((await auditIds()).size).toBe(before);
  }

  it('competitions: create, update, end now, delete', async () => {
    const { res, row } = await audited(admin, { method: 'POST', url: '/api/admin/competitions', payload: competitionBody() }, 201, 'competition.create', { type: 'competition' });
    const id = res.json().id as string;
    expect(row.target_id).toBe(id);
    expect(row.after).toMatchObject({ title: 'En Temiz Garaj', category: 'clean', maxParticipants: 100 });
    const updated = await audited(admin, { method: 'PUT', url: `/api/admin/competitions/${id}`, payload: competitionBody({ title: 'En Parlak Garaj' }) }, 200, 'competition.update', { type: 'competition', id });
    expect(updated.row.before).toMatchObject({ title: 'En Temiz Garaj' });
    expect(updated.row.after).toMatchObject({ title: 'En Parlak Garaj' });
    const ended = await audited(admin, { method: 'POST', url: `/api/admin/competitions/${id}/end` }, 200, 'competition.end', { type: 'competition', id });
    expect(ended.row.before).toMatchObject({ status: 'active' });
    expect(ended.row.after).toMatchObject({ status: 'ended' });
    await audited(admin, { method: 'DELETE', url: `/api/admin/competitions/${id}` }, 204, 'competition.delete', { type: 'competition', id });
    // Refused and failed calls leave no row.
    await notAudited(member, { method: 'POST', url: '/api/admin/competitions', payload: competitionBody() }, 403);
    await notAudited(admin, { method: 'DELETE', url: `/api/admin/competitions/${randomUUID()}` }, 404);
    await notAudited(admin, { method: 'POST', url: `/api/admin/competitions/${randomUUID()}/end` }, 404);
  });

  it('community events: create, update, delete', async () => {
    const { res } = await audited(admin, { method: 'POST', url: '/api/community/events', payload: eventBody() }, 201, 'event.create', { type: 'event' });
    const id = res.json().id as string;
    const updated = await audited(admin, { method: 'PUT', url: `/api/community/events/${id}`, payload: eventBody({ location: 'Kocaeli Körfez Pisti' }) }, 200, 'event.update', { type: 'event', id });
    expect(updated.row.before).toMatchObject({ location: 'İstanbul Park, Tuzla' });
    expect(updated.row.after).toMatchObject({ location: 'Kocaeli Körfez Pisti' });
    const deleted = await audited(admin, { method: 'DELETE', url: `/api/community/events/${id}` }, 204, 'event.delete', { type: 'event', id });
    expect(deleted.row.before).toMatchObject({ title: 'İstanbul Drift Buluşması' });
    await notAudited(moderator, { method: 'POST', url: '/api/community/events', payload: eventBody() }, 403);
    await notAudited(admin, { method: 'DELETE', url: `/api/community/events/${randomUUID()}` }, 404);
  });

  it('ads and ad requests', async () => {
    const ad = {
      title: 'Kış Bakım Kampanyası',
      description: 'Antifriz, akü ve lastik kontrolü tek seferde.',
      company: 'Boğaziçi Oto Servis',
      category: 'service',
      website: 'https://bogazici-servis.example',
      featured: false,
      validFrom: today,
      validUntil: inDays(30),
    };
    const { res } = await audited(admin, { method: 'POST', url: '/api/admin/ads', payload: ad }, 201, 'ad.create', { type: 'ad' });
    const id = res.json().id as string;
    await audited(admin, { method: 'PUT', url: `/api/admin/ads/${id}`, payload: { ...ad, featured: true } }, 200, 'ad.update', { type: 'ad', id });
    await audited(admin, { method: 'DELETE', url: `/api/admin/ads/${id}` }, 204, 'ad.delete', { type: 'ad', id });
    const request = await as(t.app, null, {
      method: 'POST',
      url: '/api/ad-requests',
      payload: { package: 'basic', company: 'Anadolu Oto', contactName: 'Ayşe Yılmaz', email: 'ayse@anadolu.example' },
    });
    expect(request.statusCode).toBe(201);
    const requestId = request.json().id as string;
    await audited(admin, { method: 'PATCH', url: `/api/admin/ad-requests/${requestId}`, payload: { status: 'contacted' } }, 200, 'ad_request.status', { type: 'ad_request', id: requestId });
  });

  it('help centre: FAQ create, update, delete; contact message status', async () => {
    const faq = { category: 'technical', question: 'Karanlık tema nasıl açılır?', answer: 'Üst menüdeki ay simgesine tıklayın.', position: 9 };
    const { res } = await audited(admin, { method: 'POST', url: '/api/admin/help/faqs', payload: faq }, 201, 'faq.create', { type: 'faq' });
    const id = res.json().id as string;
    await audited(admin, { method: 'PUT', url: `/api/admin/help/faqs/${id}`, payload: { ...faq, position: 10 } }, 200, 'faq.update', { type: 'faq', id });
    await audited(admin, { method: 'DELETE', url: `/api/admin/help/faqs/${id}` }, 204, 'faq.delete', { type: 'faq', id });
    const message = await as(t.app, null, {
      method: 'POST',
      url: '/api/help/contact-messages',
      payload: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Fotoğraf yükleme', message: 'Fotoğrafım yüklenmiyor.' },
    });
    expect(message.statusCode).toBe(201);
    const messageId = message.json().id as string;
    await audited(admin, { method: 'PATCH', url: `/api/admin/help/contact-messages/${messageId}`, payload: { status: 'read' } }, 200, 'contact_message.status', { type: 'contact_message', id: messageId });
  });

  it('reports: resolve (with an action) and dismiss — one row each, naming the reported target', async () => {
    const owner = await createUser(t.app);
    const garage = async (name: string) =>
      (await queryRows<{ id: string }>(t.app.deps.db, sql`insert into garages (user_id, name, car_brand, car_model) values (${owner.id}, ${name}, 'Fiat', 'Doblo') returning id`))[0]!.id;
    const report = async (targetId: string) => {
      const res = await as(t.app, member, { method: 'POST', url: '/api/reports', payload: { targetType: 'garage', targetId, reason: 'spam' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const kept = await garage('Denetim Garajı');
    const first = await report(kept);
    const dismissed = await audited(moderator, { method: 'POST', url: `/api/admin/reports/${first}/dismiss`, payload: { note: 'Kurallara uygun' } }, 200, 'report.dismiss', { type: 'garage', id: kept });
    expect(dismissed.row.after).toMatchObject({ status: 'dismissed', reportIds: [first] });
    // Already handled, refused (a moderator may not ban), failed (nothing to hide on a garage): no row.
    await notAudited(moderator, { method: 'POST', url: `/api/admin/reports/${first}/resolve`, payload: { action: 'none' } }, 409);
    const second = await report(kept);
    await notAudited(moderator, { method: 'POST', url: `/api/admin/reports/${second}/resolve`, payload: { action: 'ban' } }, 403);
    await notAudited(moderator, { method: 'POST', url: `/api/admin/reports/${second}/resolve`, payload: { action: 'hide' } }, 400);
    await notAudited(member, { method: 'POST', url: `/api/admin/reports/${second}/dismiss`, payload: {} }, 403);
    const resolved = await audited(moderator, { method: 'POST', url: `/api/admin/reports/${second}/resolve`, payload: { action: 'delete' } }, 200, 'report.resolve', { type: 'garage', id: kept });
    expect(resolved.row.after).toMatchObject({ status: 'resolved', action: 'delete', reportIds: [second] });
  });

  /** A topic by `user` in the category `categoryId`. */
  async function topicBy(user: TestUser, categoryId: string): Promise<string> {
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/forum/topics',
      payload: { categoryId, title: 'Motor soğukta zor çalışıyor', body: '<p>Sabahları üç dört denemede çalışıyor.</p>', tags: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('forum: categories, expert flag, pin, moderator deletes of a topic and a reply', async () => {
    const category = { id: 'denetim-testi', name: 'Denetim', nameEn: 'Audit', description: '', descriptionEn: '' };
    await audited(admin, { method: 'POST', url: '/api/forum/categories', payload: category }, 201, 'forum_category.create', { type: 'forum_category', id: 'denetim-testi' });
    await audited(admin, { method: 'PUT', url: '/api/forum/categories/denetim-testi', payload: { name: 'Denetim 2', nameEn: 'Audit 2' } }, 200, 'forum_category.update', { type: 'forum_category', id: 'denetim-testi' });
    await audited(admin, { method: 'PUT', url: `/api/admin/users/${member.id}/expert`, payload: { isExpert: true } }, 200, 'user.expert', { type: 'user', id: member.id });

    const topic = await topicBy(member, 'denetim-testi');
    await audited(moderator, { method: 'PATCH', url: `/api/forum/topics/${topic}`, payload: { isPinned: true } }, 200, 'topic.pin', { type: 'topic', id: topic });
    // An admin choosing the best answer of someone else's question: one row; the asker: none.
    const answer = await as(t.app, admin, { method: 'POST', url: `/api/forum/topics/${topic}/replies`, payload: { body: '<p>Akü voltajını ölçün, soğukta düşüyor olabilir.</p>' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const answerId = answer.json().id as string;
    await audited(admin, { method: 'PUT', url: `/api/forum/topics/${topic}/accepted-reply`, payload: { replyId: answerId } }, 200, 'topic.accept', { type: 'topic', id: topic });
    await notAudited(member, { method: 'PUT', url: `/api/forum/topics/${topic}/accepted-reply`, payload: { replyId: null } }, 200);
    // The asker closing their own topic is not a moderator action: no row.
    await notAudited(member, { method: 'PATCH', url: `/api/forum/topics/${topic}`, payload: { status: 'closed' } }, 200);
    const other = await topicBy(admin, 'denetim-testi');
    const reply = await as(t.app, member, { method: 'POST', url: `/api/forum/topics/${other}/replies`, payload: { body: '<p>Bujileri kontrol edin, soğukta ilk onlar yorulur.</p>' } });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json().id as string;
    await audited(moderator, { method: 'DELETE', url: `/api/forum/replies/${replyId}` }, 204, 'reply.delete', { type: 'reply', id: replyId });
    await audited(moderator, { method: 'DELETE', url: `/api/forum/topics/${topic}` }, 204, 'topic.delete', { type: 'topic', id: topic });
    // An author deleting their own topic: no row.
    await notAudited(admin, { method: 'DELETE', url: `/api/forum/topics/${other}` }, 204);
    await audited(admin, { method: 'DELETE', url: '/api/forum/categories/denetim-testi' }, 204, 'forum_category.delete', { type: 'forum_category', id: 'denetim-testi' });
  });

  it('blog and garage comments: publish/feature, moderator deletes of a comment and a post', async () => {
    const post = await writePost(t.app, member, postBody({ title: 'Denetim yazısı' }));
    await audited(admin, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { isFeatured: true } }, 200, 'post.feature', { type: 'post', id: post.id });
    const comment = await as(t.app, admin, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Kaynak belirtir misiniz?' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().id as string;
    await audited(moderator, { method: 'DELETE', url: `/api/blog/comments/${commentId}` }, 204, 'post_comment.delete', { type: 'post_comment', id: commentId });
    await audited(moderator, { method: 'DELETE', url: `/api/blog/posts/${post.id}` }, 204, 'post.delete', { type: 'post', id: post.id });

    const garage = await makeGarage(t.app, member);
    const gc = await as(t.app, admin, { method: 'POST', url: `/api/garages/${garage}/comments`, payload: { body: 'Jantlar çok yakışmış.' } });
    expect(gc.statusCode, gc.body).toBe(201);
    const gcId = gc.json().id as string;
    await audited(moderator, { method: 'DELETE', url: `/api/comments/${gcId}` }, 204, 'garage_comment.delete', { type: 'garage_comment', id: gcId });
  });

  it('admin users, garages and settings', async () => {
    const target = await createUser(t.app);
    await audited(admin, { method: 'PATCH', url: `/api/admin/users/${target.id}/role`, payload: { role: 'moderator' } }, 200, 'user.role', { type: 'user', id: target.id });
    await audited(admin, { method: 'PATCH', url: `/api/admin/users/${target.id}/role`, payload: { role: 'user' } }, 200, 'user.role', { type: 'user', id: target.id });
    await audited(admin, { method: 'POST', url: `/api/admin/users/${target.id}/ban`, payload: { reason: 'Denetim testi', until: null } }, 200, 'user.ban', { type: 'user', id: target.id });
    await audited(admin, { method: 'DELETE', url: `/api/admin/users/${target.id}/ban` }, 200, 'user.unban', { type: 'user', id: target.id });
    await audited(admin, { method: 'DELETE', url: `/api/admin/users/${target.id}/sessions` }, 200, 'user.sessions_revoke', { type: 'user', id: target.id });
    await notAudited(admin, { method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'user' } }, 409);

    const garage = await makeGarage(t.app, target);
    await audited(admin, { method: 'PUT', url: `/api/admin/garages/${garage}/featured` }, 200, 'garage.feature', { type: 'garage', id: garage });
    await audited(admin, { method: 'DELETE', url: `/api/admin/garages/${garage}/featured` }, 200, 'garage.unfeature', { type: 'garage', id: garage });
    await audited(admin, { method: 'DELETE', url: `/api/admin/garages/${garage}`, payload: { reason: 'Denetim testi' } }, 204, 'garage.delete', { type: 'garage', id: garage });

    await audited(admin, { method: 'PUT', url: '/api/admin/settings', payload: { registrationOpen: true, contactEmail: 'iletisim@garaj.example', announcement: null } }, 200, 'settings.update', { type: 'settings' });
  });

  it('reports: resolve with hide — the comment hidden, one row', async () => {
    const garage = await makeGarage(t.app, admin);
    const gc = await as(t.app, member, { method: 'POST', url: `/api/garages/${garage}/comments`, payload: { body: 'Kaba bir yorum.' } });
    expect(gc.statusCode, gc.body).toBe(201);
    const commentId = gc.json().id as string;
    const reporter = await createUser(t.app);
    const filed = await as(t.app, reporter, { method: 'POST', url: '/api/reports', payload: { targetType: 'garage_comment', targetId: commentId, reason: 'harassment' } });
    expect(filed.statusCode, filed.body).toBe(201);
    const { row } = await audited(moderator, { method: 'POST', url: `/api/admin/reports/${filed.json().id}/resolve`, payload: { action: 'hide', note: 'Gizlendi' } }, 200, 'report.resolve', {
      type: 'garage_comment',
      id: commentId,
    });
    expect(row.after).toMatchObject({ status: 'resolved', action: 'hide' });
    const [hidden] = await queryRows<{ hidden: boolean }>(t.app.deps.db, sql`select hidden_at is not null as hidden from garage_comments where id = ${commentId}`);
    expect(hidden?.hidden).toBe(true);
  });
  it('moderation: hide and show again a blog comment', async () => {
    const post = await writePost(t.app, admin, postBody({ title: 'Gizleme denemesi' }));
    const comment = await as(t.app, member, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Gizlenecek yorum.' } });
    expect(comment.statusCode, comment.body).toBe(201);
    const id = comment.json().id as string;
    await audited(moderator, { method: 'PUT', url: `/api/moderation/post_comment/${id}/hidden`, payload: { reason: 'Denetim testi' } }, 200, 'post_comment.hide', { type: 'post_comment', id });
    await audited(moderator, { method: 'DELETE', url: `/api/moderation/post_comment/${id}/hidden` }, 200, 'post_comment.unhide', { type: 'post_comment', id });
    await notAudited(member, { method: 'PUT', url: `/api/moderation/post_comment/${id}/hidden`, payload: { reason: 'x' } }, 403);
  });

  it('premium: grant, revoke, reject a request', async () => {
    const buyer = await createUser(t.app);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await audited(admin, { method: 'PUT', url: `/api/admin/users/${buyer.id}/premium`, payload: { until, reason: 'Denetim testi' } }, 200, 'premium.grant', { type: 'user', id: buyer.id });
    await audited(admin, { method: 'DELETE', url: `/api/admin/users/${buyer.id}/premium`, payload: { reason: 'Denetim testi' } }, 200, 'premium.revoke', { type: 'user', id: buyer.id });
    const asked = await as(t.app, buyer, { method: 'POST', url: '/api/premium/requests', payload: { plan: 'yearly' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().id as string;
    await audited(admin, { method: 'POST', url: `/api/admin/premium/requests/${requestId}/reject`, payload: { reason: 'Denetim testi' } }, 200, 'premium.reject', { type: 'premium_request', id: requestId });
    await notAudited(moderator, { method: 'PUT', url: `/api/admin/users/${buyer.id}/premium`, payload: { until } }, 403);
  });
});
