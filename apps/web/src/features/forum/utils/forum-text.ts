import type { ForumCategory } from '@garaj/shared';
import type { Language } from '@/lib/i18n';

/** A category's name and description in the page's language (stored in Turkish and English). */
export function categoryText(category: Pick<ForumCategory, 'name' | 'nameEn' | 'description' | 'descriptionEn'>, language: Language) {
  return language === 'en'
    ? { name: category.nameEn || category.name, description: category.descriptionEn || category.description }
    : { name: category.name, description: category.description };
}

/** A quote of `text` by `@author` as textarea lines (`> @author:` then `> ` before each line), for lib/text-to-html.ts. */
export function quoteText(author: string, text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim()).filter(Boolean);
  return [`> @${author}:`, ...lines.map((line) => `> ${line}`)].join('\n');
}

/**
 * The text of a sanitised body for editing in a textarea (the reverse of lib/text-to-html.ts):
 * paragraphs and list items apart by a blank line, `<br>` as a line break, quotes as `> ` lines,
 * other markup dropped.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, pre')].filter((el) => !el.parentElement?.closest('p, li, blockquote, pre'));
  const textOf = (el: Element) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
    const text = (copy.textContent ?? '').trim();
    // A quote goes back to its `> ` lines.
    return el.tagName === 'BLOCKQUOTE' ? text.split('\n').map((line) => `> ${line.trim()}`).join('\n') : text;
  };
  const parts = blocks.length ? blocks.map(textOf) : [textOf(doc.body)];
  return parts.filter(Boolean).join('\n\n');
}
