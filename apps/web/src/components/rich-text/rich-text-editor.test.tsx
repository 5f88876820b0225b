import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { CompactRichTextEditor } from './compact-rich-text-editor';
import { normalizeLinkUrl } from './link-dialog';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { isBlankHtml, isEditorHtml, trimEmptyParagraphs } from './rich-text-html';
import { typeInEditor } from './testing';

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  document.elementFromPoint ??= () => null;
});

afterEach(() => vi.unstubAllGlobals());

/** An editor whose form keeps its HTML (as forms do), shown next to it for the test to read. */
function Harness({ initial = '', compact = false, ...props }: Partial<RichTextEditorProps> & { initial?: string; compact?: boolean }) {
  const [html, setHtml] = useState(initial);
  const Editor = compact ? CompactRichTextEditor : RichTextEditor;
  return (
    <>
      <span id="label">İçerik</span>
      <Editor value={html} onChange={setHtml} labelledBy="label" {...props} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Dışarıdan</p>')}>
        replace
      </button>
    </>
  );
}

const card = (username: string) => ({ id: username, username, fullName: null, bio: null, location: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z', garageCount: 0, totalLikes: 0, followersCount: 0, isFollowing: false, badges: [] });
const toolbarButtons = () => screen.getAllByRole('button').filter((button) => button.closest('[role="toolbar"]')).map((button) => button.getAttribute('aria-label'));

describe('RichTextEditor', () => {
  it('is a multi-line textbox named by its label, with the full toolbar for posts', async () => {
    renderWithProviders(<Harness initial="<p>Merhaba</p>" />);
    const box = await screen.findByRole('textbox', { name: 'İçerik' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveTextContent('Merhaba');
    expect(toolbarButtons()).toEqual(['Ara başlık', 'Alt başlık', 'Kalın', 'İtalik', 'Madde işaretli liste', 'Numaralı liste', 'Alıntı', 'Bağlantı', 'Görsel ekle', 'Geri al', 'Yinele']);
  });

  it('offers bold, link, code, quote and list in the compact toolbar, the image only when allowed', async () => {
    const first = renderWithProviders(<Harness compact images={false} />);
    await screen.findByRole('textbox', { name: 'İçerik' });
    expect(toolbarButtons()).toEqual(['Kalın', 'Bağlantı', 'Kod', 'Alıntı', 'Madde işaretli liste']);
    first.unmount();

    renderWithProviders(<Harness compact />);
    await screen.findByRole('textbox', { name: 'İçerik' });
    expect(toolbarButtons()).toEqual(['Kalın', 'Bağlantı', 'Kod', 'Alıntı', 'Madde işaretli liste', 'Görsel ekle']);
  });

  it('reports what is typed as HTML, and takes a value the form sets', async () => {
    const { user } = renderWithProviders(<Harness compact images={false} />);
    const box = await screen.findByRole('textbox', { name: 'İçerik' });
    await user.click(box);
    await typeInEditor(box, 'Yağı değiştir');
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p>Yağı değiştir</p>'));
    await user.click(screen.getByRole('button', { name: 'Kalın' }));
    await typeInEditor(box, ' hemen');
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p>Yağı değiştir<strong> hemen</strong></p>'));

    await user.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(box).toHaveTextContent('Dışarıdan'));
    expect(box).not.toHaveTextContent('Yağı');
  });

  it('suggests members on `@` and a few letters; arrows and Enter put the chosen @username in the text', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/users' ? jsonResponse({ items: [card('abdullah'), card('abidin_46')], nextCursor: null }) : jsonResponse({})));
    const { user } = renderWithProviders(<Harness compact images={false} />);
    const box = await screen.findByRole('textbox', { name: 'İçerik' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.click(box);
    await typeInEditor(box, 'Sor @ab');

    const list = await screen.findByRole('listbox', { name: 'Bahsedilecek üyeler' });
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search)).toContain('?q=ab&sort=followers&limit=5');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('@abdullah');
    expect(options[1]).toHaveTextContent('@abidin_46');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await typeInEditor(box, 'bakar');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<p>Sor <span data-type="mention"[^>]*>@abidin_46<\/span> bakar<\/p>$/));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).not.toHaveAttribute('aria-controls');
  });

  it('closes the suggestions on Escape and suggests nothing for a lone `@`', async () => {
    mockFetch((url) => (url.pathname === '/api/users' ? jsonResponse({ items: [card('abdullah')], nextCursor: null }) : jsonResponse({})));
    const { user } = renderWithProviders(<Harness compact images={false} />);
    const box = await screen.findByRole('textbox', { name: 'İçerik' });
    await user.click(box);
    await typeInEditor(box, '@');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await typeInEditor(box, 'ab');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(screen.getByTestId('html')).toHaveTextContent('<p>@ab</p>');
  });
});

describe('rich-text helpers', () => {
  it('takes http(s) and mailto link addresses only', () => {
    expect(normalizeLinkUrl('honda.com.tr')).toBe('https://honda.com.tr/');
    expect(normalizeLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,x')).toBeNull();
    expect(normalizeLinkUrl('  ')).toBeNull();
  });

  it('counts text or an image as content, not empty paragraphs', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p><p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<img src="/media/images/a/640.webp">')).toBe(false);
  });

  it('trims the empty paragraphs around the text and tells editor HTML from plain text', () => {
    expect(trimEmptyParagraphs('<p></p><blockquote><p>a</p></blockquote><p></p><p> </p>')).toBe('<blockquote><p>a</p></blockquote>');
    expect(trimEmptyParagraphs('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
    expect(isEditorHtml('<p>Bujiye bakın</p>')).toBe(true);
    expect(isEditorHtml('<blockquote><p>x</p></blockquote>')).toBe(true);
    expect(isEditorHtml('Bujiye bakın')).toBe(false);
    expect(isEditorHtml('<3 teşekkürler')).toBe(false);
    expect(isEditorHtml('> @usta:\n> alıntı')).toBe(false);
  });
});
