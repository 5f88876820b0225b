/** Escapes text for HTML content and quoted attribute values (`&`, `<`, `>`, `"`, `'`). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
