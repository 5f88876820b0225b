/** Plain text typed in a textarea (a form before the script runs) as the rich-text HTML the API takes. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const linesToHtml = (lines: string[]) => lines.map((line) => escapeHtml(line.trim())).join('<br>');

/**
 * Plain text from a textarea as the HTML body the API takes: paragraphs at blank lines, `<br>`
 * at single line breaks, a paragraph whose every line starts with `>` as a quote, every
 * character escaped (the server sanitises anyway). '' for blank text.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const lines = paragraph.split('\n');
      if (lines.every((line) => line.trimStart().startsWith('>'))) {
        return `<blockquote><p>${linesToHtml(lines.map((line) => line.trimStart().slice(1)))}</p></blockquote>`;
      }
      return `<p>${linesToHtml(lines)}</p>`;
    })
    .join('');
}
