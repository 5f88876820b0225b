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
