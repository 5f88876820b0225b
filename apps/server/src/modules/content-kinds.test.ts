/**
 * The registry of content kinds: every kind has a descriptor with its page path, every
 * notification type is described exactly once (by a kind of content or by the notifications
 * module), and the types about content point where the site's pages are.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, REPORT_TARGET_TYPES } from '@garaj/shared';
import { CONTENT_KINDS, CONTENT_KIND_LIST, CONTENT_NOTIFICATIONS, contentPath } from './content-kinds.ts';
import { NOTIFICATION_TYPE_INFO } from './notifications/notifications.types.ts';

describe('content kinds registry', () => {
  it('holds one descriptor per report target type, under its own name', () => {
    expect(Object.keys(CONTENT_KINDS).sort()).toEqual([...REPORT_TARGET_TYPES].sort());
    for (const descriptor of CONTENT_KIND_LIST) expect(CONTENT_KINDS[descriptor.kind]).toBe(descriptor);
  });

  it('gives each kind its page path from the key facts', () => {
    expect(CONTENT_KINDS.garage.path({ id: 'g1' })).toBe('/garage/g1');
    expect(CONTENT_KINDS.garage_comment.path({ garageId: 'g1', id: 'c1' })).toBe('/garage/g1#comment-c1');
    expect(CONTENT_KINDS.post.path({ slug: 'yağ değişimi' })).toBe(`/blog/${encodeURIComponent('yağ değişimi')}`);
    expect(CONTENT_KINDS.post_comment.path({ slug: 'a', id: 'c1' })).toBe('/blog/a#comment-c1');
    expect(CONTENT_KINDS.topic.path({ categoryId: 'motor', id: 't1' })).toBe('/forum/motor/topic/t1');
    expect(CONTENT_KINDS.reply.path({ categoryId: 'motor', topicId: 't1', id: 'r1' })).toBe('/forum/motor/topic/t1#reply-r1');
    expect(CONTENT_KINDS.user.path({ username: 'Işık_34' })).toBe(`/user/${encodeURIComponent('Işık_34')}`);
    expect(CONTENT_KINDS.location_share.path({ id: 's1' })).toBe('/location-sharing');
    expect(contentPath('post', { slug: 'b' })).toBe('/blog/b');
  });

  it('describes every notification type once; the content ones by their kind', () => {
    expect(Object.keys(NOTIFICATION_TYPE_INFO).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    const byKind = Object.fromEntries(Object.entries(CONTENT_NOTIFICATIONS).map(([type, c]) => [type, c.kind]));
    expect(byKind).toEqual({
      garage_like: 'garage',
      garage_favorite: 'garage',
      garage_comment: 'garage',
      post_like: 'post',
      post_favorite: 'post',
      post_comment: 'post',
      answer: 'topic',
      topic_reply: 'topic',
      answer_accepted: 'topic',
      mention: 'topic',
      garage_mention: 'garage',
      post_mention: 'post',
      follow: 'user',
    });
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_TYPE_INFO[type].emailLabel, type).not.toBe('');
  });

  it('lists public pages in the sitemap for garages, posts, the forum and members only', () => {
    expect(CONTENT_KIND_LIST.filter((d) => d.sitemap).map((d) => d.kind)).toEqual(['garage', 'post', 'topic', 'user']);
  });
});
