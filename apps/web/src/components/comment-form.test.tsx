import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { typeInEditor } from '@/components/rich-text/testing';
import { renderWithProviders } from '@/test/test-utils';
import { CommentForm } from './comment-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ROUTE = '/garage/g1';

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The editor's module, transformed once here: its first lazy load would otherwise eat a test's wait.
  await import('@/components/rich-text/compact-rich-text-editor');
  Range.prototype.getClientRects ??= () =>
    ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
      toJSON: () => ({}),
    }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  document.body.innerHTML = '';
});

function form(send = vi.fn(() => Promise.resolve())) {
  return <CommentForm action={ROUTE} targetId="g1" ns="garages" send={send} pending={false} />;
}

/** The comment box once the script runs: the rich-text editor (a contenteditable textbox). */
function findEditor() {
  return waitFor(
    () => {
      const box = screen.getByRole('textbox', { name: 'Yorumunuz' });
      expect(box).toHaveAttribute('contenteditable', 'true');
      return box;
    },
  );
}

/** The page as the server renders it (no script yet): a router, a query client, the form. */
function page(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [ROUTE] });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe('CommentForm', () => {
  it('is a plain textarea posting `body` to the page in the server HTML, and the rich-text editor once the app runs', async () => {
    const ui = page(form());
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);

    // Without the script: the textarea, named by the label, posted with the intent to the page.
    const posted = container.querySelector('form')!;
    expect(posted).toHaveAttribute('method', 'post');
    expect(posted).toHaveAttribute('action', ROUTE);
    expect(posted.querySelector('input[name="intent"]')).toHaveValue('comment');
    expect(posted.querySelector('input[name="target"]')).toHaveValue('g1');
    const textarea = within(posted).getByRole('textbox', { name: 'Yorumunuz' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'body');
    expect(posted.querySelector('[contenteditable]')).toBeNull();

    // Hydrated (a mismatch would fail the test through console.error): the editor takes the textarea's place.
    render(ui, { container, hydrate: true });
    const editor = await findEditor();
    expect(container.querySelector('textarea')).toBeNull();
    const tools = screen.getByRole('toolbar', { name: 'Biçimlendirme' });
    expect(
      within(tools)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Kalın', 'Bağlantı', 'Kod', 'Alıntı', 'Madde işaretli liste', 'Görsel ekle']);
    expect(editor).toHaveAttribute('aria-multiline', 'true');
  });

  it("sends the editor's HTML, empties the editor after a success and shows the API's field refusal", async () => {
    const send = vi.fn((_input: { body: string }) => Promise.resolve());
    const { user } = renderWithProviders(form(send), { route: ROUTE });
    const box = await findEditor();

    await user.click(box);
    await typeInEditor(box, 'Jantlar <BBS>');
    await user.keyboard('{Enter}');
    await typeInEditor(box, 'Tebrikler');
    await user.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ body: '<p>Jantlar &lt;BBS&gt;</p><p>Tebrikler</p>' }),
    );
    await waitFor(() => expect(box).toHaveTextContent(''));

    send.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'TOO_LONG', message: 'x', fields: { body: 'TOO_LONG' } }),
    );
    await typeInEditor(box, 'Uzun yorum');
    await user.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu alan çok uzun.');
    expect(box).toHaveTextContent('Uzun yorum');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
