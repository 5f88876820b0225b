import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { HeaderSearch } from './header-search';

function setup(route = '/garages') {
  const utils = renderWithProviders(<HeaderSearch />, { route });
  const input = screen.getByRole('searchbox', { name: 'Araç veya kullanıcı ara' });
  return { ...utils, input };
}

describe('HeaderSearch', () => {
  it('shows the spec placeholder', () => {
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

  it('ignores a query that is empty after trimming', async () => {
    const { input, user, router } = setup('/users');
    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP'); // no navigation happened

    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(router.state.location.pathname).toBe('/users');
  });
});
