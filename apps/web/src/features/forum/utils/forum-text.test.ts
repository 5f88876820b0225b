import { describe, expect, it } from 'vitest';
import { textToHtml } from '@/lib/text-to-html';
import { categoryText, htmlToText, quoteText } from './forum-text';

describe('forum text helpers', () => {
  it('turns `>` paragraphs into quotes, and back for editing', () => {
    const text = `${quoteText('usta', 'Bujiler eskiyse\ndeğiştir.')}\n\nKatılıyorum <aynen>.`;
    const html = textToHtml(text);
    expect(html).toBe('<blockquote><p>@usta:<br>Bujiler eskiyse<br>değiştir.</p></blockquote><p>Katılıyorum &lt;aynen&gt;.</p>');
    expect(htmlToText(html)).toBe('> @usta:\n> Bujiler eskiyse\n> değiştir.\n\nKatılıyorum <aynen>.');
  });

  it('picks the category text of the language, falling back to Turkish', () => {
    const category = { name: 'Motor', nameEn: 'Engine', description: 'Motor arızaları', descriptionEn: '' };
    expect(categoryText(category, 'tr')).toEqual({ name: 'Motor', description: 'Motor arızaları' });
    expect(categoryText(category, 'en')).toEqual({ name: 'Engine', description: 'Motor arızaları' });
  });
});
