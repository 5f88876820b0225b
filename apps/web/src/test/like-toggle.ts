/** Shared checks of an optimistic like button (garages, blog posts). */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { expect } from 'vitest';
import { calls, errorResponse, type mockFetch } from './fetch-mock';

/** A response the test answers later: `resolve` settles `promise`. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The 'Beğen' button (3 likes, not pressed) counts the like at once on click, sends
 * `PUT <likePath>`, then rolls back to 3 and toasts the generic error when the server fails with a
 * 500. The test file mocks `sonner`.
 */
export async function expectLikeRollsBack(options: {
  user: UserEvent;
  fetchMock: ReturnType<typeof mockFetch>;
  likeCall: ReturnType<typeof deferred>;
  likePath: string;
}) {
  const { user, fetchMock, likeCall, likePath } = options;
  const button = await screen.findByRole('button', { name: /Beğen/ });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveTextContent('3');
  await user.click(button);
  // Optimistic: before the server answers.
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveTextContent('4');
  expect(calls(fetchMock)).toContain(`PUT ${likePath}`);

  likeCall.resolve(errorResponse(500, 'INTERNAL', 'boom'));
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  expect(button).toHaveTextContent('3');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Beklenmeyen bir hata oluştu.' }));
}
