import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { Component as RegisterPage } from './register';

afterEach(() => vi.unstubAllGlobals());

function serve(registrationOpen: boolean) {
  mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/auth-config') return jsonResponse({ providers: { google: false, facebook: false } });
    if (url.pathname === '/api/site-settings') return jsonResponse({ registrationOpen, announcement: null });
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('/register', () => {
  it("says 'Yeni üyelik şu anda kapalı.' instead of the form while an admin has closed registration", async () => {
    serve(false);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByRole('status')).toHaveTextContent('Yeni üyelik şu anda kapalı.');
    expect(screen.queryByLabelText('E-posta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Giriş Yapın' })).toHaveAttribute('href', '/login');
  });

  it('shows the form while registration is open', async () => {
    serve(true);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByLabelText('E-posta')).toBeInTheDocument();
    expect(screen.queryByText(/Yeni üyelik şu anda kapalı/)).toBeNull();
  });
});
