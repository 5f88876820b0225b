/**
 * Stored XSS through a blog post (acceptance 3): every payload of the list goes
 * in through POST (and PUT) /api/blog/posts, and through a post comment; neither the stored `body_html` nor the HTML the API
 * serves holds a script, an event handler, a `javascript:`/`data:`/`vbscript:` URL, an SVG, an
 * iframe or a style. Links get `rel="nofollow ugc noopener"`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { postBody, writePost } from './blog.fixtures.ts';

let t: TestApp;
let author: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.app);
});
afterAll(() => t.close());

/** Payloads after OWASP's XSS filter evasion cheat sheet, each wrapped in real content. */
const PAYLOADS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script tag, mixed case': '<ScRiPt>alert(1)</sCrIpT>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'img onerror': '<img src="https://evil.example/x.png" onerror="alert(1)">',
  'img onerror, no quotes': '<img src=x onerror=alert(1)>',
  'a onclick': '<a href="https://example.com" onclick="alert(1)">tıkla</a>',
  'p onmouseover': '<p onmouseover="alert(1)">üzerine gel</p>',
  'javascript: href': '<a href="javascript:alert(1)">link</a>',
  'JaVaScRiPt: href': '<a href="JaVaScRiPt:alert(1)">link</a>',
  'javascript: with whitespace': '<a href=" java\tscript:alert(1)">link</a>',
  'entity-encoded javascript:': '<a href="&#106;avascript:alert(1)">link</a>',
  'hex entity javascript:': '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">link</a>',
  'vbscript: href': '<a href="vbscript:msgbox(1)">link</a>',
  'data: href': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  'data: img src': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'javascript: img src': '<img src="javascript:alert(1)">',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'svg onload': '<svg onload="alert(1)"><circle r="5"/></svg>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  style: '<style>body{background:url("javascript:alert(1)")}</style>',
  'style attribute': '<p style="background:url(javascript:alert(1))">stil</p>',
  object: '<object data="https://evil.example/x.swf"></object>',
  embed: '<embed src="https://evil.example/x.swf">',
  form: '<form action="https://evil.example"><input name="x"><button>gönder</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="https://evil.example/">',
  'math with link': '<math><a href="javascript:alert(1)">x</a></math>',
  'broken nesting': '<<script>alert(1)//<</script>',
  'comment trick': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'protocol-relative img': '<img src="//evil.example/x.png">',
};

/** What must never be in stored or served HTML. */
const FORBIDDEN: RegExp[] = [
  /<script/i,
  /<\/script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<svg/i,
  /<iframe/i,
  /<style/i,
  /\sstyle\s*=/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<math/i,
  /&#x?[0-9a-f]+;?\s*(?:a|&)/i,
  /src="\/\//i,
];

function expectClean(html: string) {
  for (const pattern of FORBIDDEN) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
}

describe('XSS payloads in a post body', () => {
  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`${name}: stored and served without it`, async () => {
      const post = await writePost(t.app, author, { title: `XSS ${name}`, body: `<p>Önce</p>${payload}<p>Sonra</p>` });
      const [stored] = await t.app.deps.db.select({ html: blogPosts.bodyHtml }).from(blogPosts).where(eq(blogPosts.id, post.id));
      expectClean(stored!.html);
      const served = await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${post.slug}` });
      expectClean(served.json().bodyHtml);
      expect(served.json().bodyHtml).toContain('<p>Önce</p>');
      expect(served.json().bodyHtml).toContain('<p>Sonra</p>');
    });
  }

  it('the same holds for an edit (PUT)', async () => {
    const post = await writePost(t.app, author, { title: 'XSS düzenleme' });
    const all = Object.values(PAYLOADS).join('');
    const res = await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${post.id}`, payload: postBody({ title: 'XSS düzenleme', body: `<p>metin</p>${all}` }) });
    expect(res.statusCode).toBe(200);
    expectClean(res.json().bodyHtml);
  });

  it('keeps safe formatting and gives member links rel="nofollow ugc noopener" and a new tab', async () => {
    const body =
      '<h1>Başlık</h1><h3>Alt</h3><p><b>kalın</b> <i>eğik</i> <a href="https://example.com/yol?a=1" rel="opener" target="_self">bağlantı</a></p>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote>';
    const post = await writePost(t.app, author, { title: 'Biçim', body });
    expect(post.bodyHtml).toBe(
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>kalın</strong> <em>eğik</em> <a href="https://example.com/yol?a=1" rel="nofollow ugc noopener" target="_blank">bağlantı</a></p>' +
        '<ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote>',
    );
  });

  it('a comment, new or edited, keeps none of them either; its plain text holds no markup', async () => {
    const post = await writePost(t.app, author, { title: 'XSS yorum' });
    const all = Object.values(PAYLOADS).join('');
    const created = await as(t.app, author, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: `<p>Önce</p>${all}<p>Sonra</p>` } });
    expect(created.statusCode, created.body).toBe(201);
    expectClean(created.json().bodyHtml);
    expect(created.json().bodyHtml).toMatch(/^<p>Önce<\/p>.*<p>Sonra<\/p>$/s);
    expect(created.json().body).toMatch(/^Önce .*Sonra$/s);
    const edited = await as(t.app, author, { method: 'PUT', url: `/api/blog/comments/${created.json().id}`, payload: { body: `<p>Yeni</p>${all}` } });
    expect(edited.statusCode, edited.body).toBe(200);
    expectClean(edited.json().bodyHtml);
    const served = await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${post.id}/comments` });
    for (const comment of served.json().items as { bodyHtml: string }[]) expectClean(comment.bodyHtml);
  });

  it('stores title, excerpt and tags as text (the web renders them as text)', async () => {
    const post = await writePost(t.app, author, { title: '<img src=x onerror=alert(1)>', excerpt: '<script>x</script>', tags: ['<b>x</b>'] });
    const res = await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${post.slug}` });
    expect(res.json()).toMatchObject({ title: '<img src=x onerror=alert(1)>', excerpt: '<script>x</script>', tags: ['<b>x</b>'] });
    // JSON, never HTML: the API's content type is application/json.
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
