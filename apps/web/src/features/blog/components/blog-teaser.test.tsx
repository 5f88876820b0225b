import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makePostCard } from '../testing/fixtures';
import { BlogTeaser } from './blog-teaser';

afterEach(() => vi.unstubAllGlobals());

describe('BlogTeaser', () => {
  it('shows the teaser posts, each to /blog/{slug}, and a link to /blog', async () => {
    mockFetch(() =>
      jsonResponse([
        makePostCard({ id: 'a', slug: 'one', title: 'Bir', isFeatured: true }),
        makePostCard({ id: 'b', slug: 'two', title: 'İki' }),
        makePostCard({ id: 'c', slug: 'three', title: 'Üç' }),
      ]),
    );
    renderWithProviders(<BlogTeaser />);
    expect(screen.getByText('Blog yazıları yükleniyor...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bir' })).toHaveAttribute('href', '/blog/one');
    expect(screen.getByRole('link', { name: 'Üç' })).toHaveAttribute('href', '/blog/three');
    expect(screen.getByText('Öne Çıkan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tüm Yazılar/ })).toHaveAttribute('href', '/blog');
  });

  it('says so when nothing is published yet', async () => {
    mockFetch(() => jsonResponse([]));
    renderWithProviders(<BlogTeaser />);
    expect(await screen.findByRole('heading', { name: 'Henüz yayımlanmış bir yazı yok.' })).toBeInTheDocument();
  });
});
