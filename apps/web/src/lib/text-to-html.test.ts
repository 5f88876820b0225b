import { describe, expect, it } from 'vitest';
import { textToHtml } from './text-to-html';

describe('textToHtml', () => {
  it('turns textarea text into escaped paragraphs', () => {
    expect(textToHtml('Merhaba <b>usta</b>\nikinci satır\n\n  "yeni" paragraf & son  ')).toBe(
      '<p>Merhaba &lt;b&gt;usta&lt;/b&gt;<br>ikinci satır</p><p>&quot;yeni&quot; paragraf &amp; son</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
    expect(textToHtml('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('turns a paragraph of `>` lines into a quote', () => {
    expect(textToHtml('> Bujiler\n> eski\n\nKatılıyorum')).toBe(
      '<blockquote><p>Bujiler<br>eski</p></blockquote><p>Katılıyorum</p>',
    );
  });
});
