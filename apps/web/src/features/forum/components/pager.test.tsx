import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { Pager } from './pager';

describe('Pager', () => {
  it('links to the previous and next pages, keeping the rest of the address', () => {
    renderWithProviders(<Pager page={2} total={45} pageSize={20} />, { route: '/forum/engine?search=ya%C4%9F&page=2' });
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toHaveTextContent('Sayfa 2 / 3');
    expect(screen.getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/forum/engine?search=ya%C4%9F');
    expect(screen.getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/forum/engine?search=ya%C4%9F&page=3');
  });

  it('has no next link on the last page and shows nothing when one page holds all', () => {
    const { unmount } = renderWithProviders(<Pager page={3} total={45} pageSize={20} />, { route: '/forum?page=3' });
    expect(screen.queryByRole('link', { name: 'Sonraki' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/forum?page=2');
    unmount();
    renderWithProviders(<Pager page={1} total={20} pageSize={20} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
