import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { Component as NotFoundPage } from './not-found';

describe('Not-found page', () => {
  it('shows "Sayfa Bulunamadı" with its text, the links and a back button', () => {
    renderWithProviders(<NotFoundPage />, { route: '/olmayan-sayfa' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText('Aradığınız sayfa mevcut değil veya taşınmış olabilir.')).toBeInTheDocument();

    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort();
    // Only pages that exist (premium included).
    expect(hrefs).toEqual(['/', '/blog', '/community', '/create-garage', '/garages', '/premium', '/search', '/users']);
    expect(screen.getByRole('button', { name: 'Geri Dön' })).toBeInTheDocument();
  });

  it('goes back to the previous page, or home when there is none', async () => {
    const { user, router } = renderWithProviders(<NotFoundPage />, { route: '/olmayan-sayfa' });
    await user.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('is translated to English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
