import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { HeaderSearch } from './header-search';

function setup(route = '/garages') {
  const utils = renderWithProviders(<HeaderSearch />, { route });
  const input = screen.getByRole('searchbox', { name: 'Araç veya kullanıcı ara' });
  return { ...utils, input };
}

describe('HeaderSearch', () => {
  it('shows the placeholder "Araç veya kullanıcı ara..."', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Araç veya kullanıcı ara...');
  });

  it('goes to the site search with the trimmed, URL-encoded query and clears the box', async () => {
    const { input, user, router } = setup();
    await user.type(input, '  BMW M3 & şoför/ığ  {Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('BMW M3 & şoför/ığ')}`);
    expect(router.state.location.search).toBe('?q=BMW%20M3%20%26%20%C5%9Fof%C3%B6r%2F%C4%B1%C4%9F');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('BMW M3 & şoför/ığ');
    expect(input).toHaveValue('');
  });

  it('also submits with the search button', async () => {
    const { input, user, router } = setup();
    await user.type(input, 'drift');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=drift');
  });

  it('is a GET form to /search with the text as q (works before the script runs)', () => {
    setup();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it('sends text that was in the box before the script ran (no change event reached React)', async () => {
    const { input, router } = setup();
    // As the browser keeps what was typed into the server-rendered box before hydration.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'golf');
    // Submitted with Enter (no pointer over the form, so the suggesting box is not loaded meanwhile).
    act(() => void fireEvent.submit(screen.getByRole('search')));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=golf'));
  });

  it('ignores a query that is empty after trimming', async () => {
    const { input, user, router } = setup('/users');
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP'); // no navigation happened

    // Used once, the box has become the suggesting one (same name, same form field).
    const box = await screen.findByRole('combobox', { name: 'Araç veya kullanıcı ara' });
    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(router.state.location.pathname).toBe('/users');
  });
});

describe('HeaderSearch suggestions', () => {
  const SUGGESTIONS: SearchSuggestions = {
    items: [
      { type: 'garage', id: 'g1', url: '/garage/g1', title: 'Golf Tutkusu', detail: 'Volkswagen Golf' },
      { type: 'user', id: 'u1', url: '/user/golfcu', title: 'Gölge Usta', detail: '@golfcu' },
      { type: 'topic', id: 't1', url: '/forum/engine/topic/t1', title: 'Golf yağ yakıyor mu?', detail: null },
    ],
  };
  let asked: string[] = [];

  afterEach(() => vi.unstubAllGlobals());

  function stubSuggestions() {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname !== '/api/search/suggest') return new Response('{}', { status: 404 });
        asked.push(url.searchParams.get('q') ?? '');
        return new Response(JSON.stringify(SUGGESTIONS), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  }

  it('suggests as one types (a combobox), moves with the arrows and opens the chosen one with Enter', async () => {
    stubSuggestions();
    const { input, user, router } = setup();
    // Focusing the plain box loads the suggesting one, which takes over the focus.
    act(() => input.focus());
    const combobox = await screen.findByRole('combobox', { name: 'Araç veya kullanıcı ara' });
    expect(combobox).toHaveFocus();
    await user.keyboard('gol');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Golf TutkusuGaraj · Volkswagen Golf', 'Gölge UstaKullanıcı · @golfcu', 'Golf yağ yakıyor mu?Forum']);
    expect(asked).toEqual(['gol']);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/user/golfcu');
    expect(combobox).toHaveValue('');
  });

  it('closes the list with Escape and, with nothing highlighted, Enter searches the text', async () => {
    stubSuggestions();
    const { input, user, router } = setup();
    act(() => input.focus());
    const combobox = await screen.findByRole('combobox');
    await user.keyboard('golf');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('golf');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=golf');
  });

  it('keeps the GET form working: the suggesting box is still the form\'s q', async () => {
    stubSuggestions();
    const { input, user } = setup();
    await user.hover(input);
    const combobox = await screen.findByRole('combobox');
    expect(combobox).toHaveAttribute('name', 'q');
    expect(combobox.closest('form')).toHaveAttribute('action', '/search');
  });
});
