/**
 * Small checks on the editor's HTML (components/rich-text/rich-text-editor.tsx) that forms need
 * before the editor is loaded: no TipTap here.
 */

const EMPTY_PARAGRAPH = String.raw`<p>(?:\s|&nbsp;|<br\s*/?>)*</p>`;

/** True when the HTML shows nothing: no text (spaces and empty paragraphs do not count) and no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}

/** The HTML without the empty paragraphs at its start and end (the editor leaves one after a quote or an image). */
export function trimEmptyParagraphs(html: string): string {
  return html.replace(new RegExp(`^(?:${EMPTY_PARAGRAPH})+`, 'i'), '').replace(new RegExp(`(?:${EMPTY_PARAGRAPH})+$`, 'i'), '');
}

/** True for HTML as the editor writes it (it starts with one of its blocks), false for plain text typed in a textarea. */
export function isEditorHtml(value: string): boolean {
  return /^<(?:p|h[2-4]|blockquote|ul|ol|pre|img|hr)[\s>/]/i.test(value.trimStart());
}
