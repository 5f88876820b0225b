/**
 * Changing the e-mail: POST /api/auth/change-email only sends a link to the new
 * address; until it is followed the account keeps its address and GET /api/me/profile shows
 * the pending one, which is cleared once the link has changed the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, latestMailLink, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pending e-mail', () => {
  it('shows the requested address until the link is followed, then the address changes', async () => {
    const user = await createUser(t.app);
    const profile = async () => (await as(t.app, user, { method: 'GET', url: '/api/me/profile' })).json();
    expect(await profile()).toMatchObject({ email: user.email, pendingEmail: null });

    const change = await as(t.app, user, { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: 'Yeni.Adres@Example.com' } });
    expect(change.statusCode).toBe(200);
    expect(await profile()).toMatchObject({ email: user.email, pendingEmail: 'yeni.adres@example.com' });

    const link = await latestMailLink(t.dataDir, 'yeni.adres@example.com');
    const follow = await as(t.app, user, { method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBeLessThan(400);
    expect(await profile()).toMatchObject({ email: 'yeni.adres@example.com', pendingEmail: null });
  });

  it('records nothing when the request is refused', async () => {
    const user = await createUser(t.app);
    const same = await as(t.app, user, { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: user.email } });
    expect(same.statusCode).toBe(400);
    expect((await as(t.app, user, { method: 'GET', url: '/api/me/profile' })).json().pendingEmail).toBeNull();
  });
});
