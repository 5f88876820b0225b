import { describe, expect, it } from 'vitest';
import { categoryText, htmlToText, quoteText, textToHtml } from './forum-text';

describe('forum text helpers', () => {
  it('turns textarea text into escaped paragraphs', () => {
    expect(textToHtml('Merhaba <b>usta</b>\nikinci satır\n\n  "yeni" paragraf & son  ')).toBe(
      '<p>Merhaba &lt;b&gt;usta&lt;/b&gt;<br>ikinci satır</p><p>&quot;yeni&quot; paragraf &amp; son</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
    expect(textToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

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
