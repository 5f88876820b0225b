import type { ForumCategory } from '@garaj/shared';
import type { Language } from '@/lib/i18n';

/** A category's name and description in the page's language (stored in Turkish and English). */
export function categoryText(category: Pick<ForumCategory, 'name' | 'nameEn' | 'description' | 'descriptionEn'>, language: Language) {
  return language === 'en'
    ? { name: category.nameEn || category.name, description: category.descriptionEn || category.description }
    : { name: category.name, description: category.description };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Plain text from a textarea as the HTML body the API takes: paragraphs at blank lines, `<br>`
 * at single line breaks, every character escaped (the server sanitises anyway). '' for blank text.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}

/**
 * The text of a sanitised body for editing in a textarea (the reverse of {@link textToHtml}):
 * paragraphs and list items apart by a blank line, `<br>` as a line break, other markup dropped.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, pre')].filter((el) => !el.parentElement?.closest('p, li, blockquote, pre'));
  const textOf = (el: Element) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
    return (copy.textContent ?? '').trim();
  };
  const parts = blocks.length ? blocks.map(textOf) : [textOf(doc.body)];
  return parts.filter(Boolean).join('\n\n');
}
