import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { DeferredNotificationBell } from './deferred-notification-bell';

const session = vi.hoisted(() => ({ user: null as CurrentUser | null, isPending: false }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentUser: () => session,
}));
// Never loaded in these tests: the slot is what stands in the header until then.
vi.mock('@/lib/first-interaction', () => ({ onFirstInteraction: () => () => {} }));

afterEach(() => {
  session.user = null;
  session.isPending = false;
});

const member: CurrentUser = { id: 'u1', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

describe('DeferredNotificationBell', () => {
  it('reserves the bell box while the session loads, so the header does not move when it arrives', () => {
    session.isPending = true;
    render(<DeferredNotificationBell />);
    const slot = screen.getByTestId('bell-slot');
    expect(slot).toHaveClass('size-10', 'shrink-0', 'inline-block');
    expect(slot).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the same box for a signed-in member until the bell loads; nothing for a visitor', () => {
    session.user = member;
    const { unmount } = render(<DeferredNotificationBell />);
    expect(screen.getByTestId('bell-slot')).toHaveClass('size-10', 'shrink-0');
    unmount();
    session.user = null;
    const { container } = render(<DeferredNotificationBell />);
    expect(container).toBeEmptyDOMElement();
  });
});
