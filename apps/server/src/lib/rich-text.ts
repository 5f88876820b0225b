/**
 * Rich text written by members (blog posts, forum topics and replies): the server never stores
 * what the client sent, only what the allow-list of `sanitize-html` keeps.
 *
 * - Tags: paragraphs, line breaks, headings h2–h4, bold/italic/strike/underline, inline code and
 *   code blocks, quotes, lists, rules, links and images. Everything else is dropped (its text is
 *   kept, except for `script`/`style`/`iframe`… whose content goes too).
 * - Attributes: only `href`/`title` on links and `src`/`alt`/`width`/`height` on images; no
 *   `style`, no `on*` handlers, no `class`.
 * - Links: `http`, `https` and `mailto` only (no `javascript:`, `data:`, `vbscript:`, relative
 *   tricks); every link gets `rel="nofollow ugc noopener"` and `target="_blank"`.
 * - Images: only our own media (`/media/…`) or `https://` addresses; any other `src` removes the
 *   image.
 */
import sanitizeHtml from 'sanitize-html';
import { READING_WORDS_PER_MINUTE } from '@garaj/shared';

/** Link `rel` added to every member link: no ranking credit, no window.opener. */
export const MEMBER_LINK_REL = 'nofollow ugc noopener';

const isAllowedImageSrc = (src: string | undefined): boolean =>
  typeof src === 'string' && (/^\/media\/[A-Za-z0-9/_.-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/i.test(src));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.title ? { title: attribs.title } : {}), rel: MEMBER_LINK_REL, target: '_blank' },
    }),
    // Headings are h2–h4 on a page whose h1 is the title.
    h1: 'h2',
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/**
 * The stored form of a member's rich text: allow-listed HTML (see the module comment).
 * Never throws; an input with nothing allowed gives `''`.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of (already sanitised) HTML: tags removed, entities decoded, whitespace collapsed. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reading time in whole minutes (≥ 1) of a plain text at {@link READING_WORDS_PER_MINUTE}. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** Media image ids referenced by `/media/images/<id>/…` in sanitised HTML (keeps them from the orphan sweeper). */
export function mediaImageIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\/media\/images\/([0-9a-f-]{36})\//g)) ids.add(m[1]!);
  return [...ids];
}
