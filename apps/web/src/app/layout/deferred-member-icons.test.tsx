import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { DeferredMemberIcons } from './deferred-member-icons';

const session = vi.hoisted(() => ({ user: null as CurrentUser | null, isPending: false }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCurrentUser: () => session,
}));
// Never loaded in these tests: the slots are what stand in the header until then.
vi.mock('@/lib/first-interaction', () => ({ onFirstInteraction: () => () => {} }));

afterEach(() => {
  session.user = null;
  session.isPending = false;
});

const member: CurrentUser = { id: 'u1', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

describe('DeferredMemberIcons', () => {
  it('reserves the bell and messages boxes while the session loads, so the header does not move when it arrives', () => {
    session.isPending = true;
    render(<DeferredMemberIcons />);
    const bell = screen.getByTestId('bell-slot');
    expect(bell).toHaveClass('size-10', 'shrink-0', 'inline-block');
    expect(bell).toHaveAttribute('aria-hidden', 'true');
    // The messages link has no room on a phone: its slot shows from `sm` up, as the link does.
    const messages = screen.getByTestId('messages-slot');
    expect(messages).toHaveClass('size-10', 'shrink-0', 'hidden', 'sm:inline-block');
    expect(messages).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the same boxes for a signed-in member until the icons load; nothing for a visitor', () => {
    session.user = member;
    const { unmount } = render(<DeferredMemberIcons />);
    expect(screen.getByTestId('bell-slot')).toHaveClass('size-10', 'shrink-0');
    expect(screen.getByTestId('messages-slot')).toHaveClass('size-10', 'shrink-0');
    unmount();
    session.user = null;
    const { container } = render(<DeferredMemberIcons />);
    expect(container).toBeEmptyDOMElement();
  });
});
