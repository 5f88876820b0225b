import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareSuggestion } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { GOLF, VESPA, compareGarage, suggestionOf } from '../testing/fixtures';
import { GarageSearchCombobox } from './garage-search-combobox';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const SAHIN = compareGarage({ id: '33333333-3333-4333-8333-333333333333', title: "Dedemin Şahin'i", brand: 'Tofaş', model: 'Şahin', year: 1994 });

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      const all = [GOLF, VESPA, SAHIN].map(suggestionOf);
      const items = q.toLocaleLowerCase('tr-TR').startsWith('ş') || q === 'sahin' ? [suggestionOf(SAHIN)] : all;
      return json({ items });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup(props: { excludeIds?: string[] } = {}) {
  const onSelect = vi.fn<(g: CompareSuggestion) => void>();
  const view = renderWithProviders(<GarageSearchCombobox label="1. araç için garaj ara" onSelect={onSelect} {...props} />);
  return { ...view, onSelect, input: screen.getByRole('combobox', { name: '1. araç için garaj ara' }) };
}

describe('GarageSearchCombobox', () => {
  it('asks once the typing settles and lists the suggestions as options', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'sahin');
    expect(await screen.findByRole('option', { name: /Dedemin Şahin'i/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Debounced: one request for the settled text, none per keystroke.
    expect(asked).toEqual(['sahin']);
    expect(screen.getByRole('status')).toHaveTextContent('1 öneri');
    expect(screen.getByRole('option', { name: /Tofaş Şahin 1994 · @uye/ })).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping) and chooses with Enter', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'garaj');
    await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Three options: the fourth press wraps to the first.
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: SAHIN.id, title: "Dedemin Şahin'i" }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, 'garaj');
    await user.click(await screen.findByRole('option', { name: /Kadıköy Vespası/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: VESPA.id }));
  });

  it('clears the suggestions at once when the text is emptied', async () => {
    const { user, input } = setup();
    await user.type(input, 'garaj');
    await screen.findAllByRole('option');
    await user.clear(input);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does not offer the garages already in the comparison', async () => {
    const { user, input } = setup({ excludeIds: [GOLF.id, SAHIN.id] });
    await user.type(input, 'garaj');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('option', { name: /Beyaz Şimşek/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Şahin/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [] })));
    const { user, input } = setup();
    await user.type(input, 'yok');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sonuç Bulunamadı'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the list with Escape, then clears the text', async () => {
    const { user, input } = setup();
    await user.type(input, 'garaj');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('garaj');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
