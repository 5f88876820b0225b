import { passkeyClient } from '@better-auth/passkey/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { AuthError, unwrap, type BetterAuthClientError } from '../utils/auth-error';

/** A member's passkey as `/api/auth/passkey/list-user-passkeys` answers it (dates as ISO strings). */
export interface MemberPasskey {
  id: string;
  name?: string | null;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: string | null;
}

/**
 * better-auth's passkey actions (WebAuthn ceremonies through @simplewebauthn/browser) on the
 * app's one auth client: a sign-in raises its session signal, which refreshes the app's session.
 * This module is loaded only when a passkey is used or managed.
 */
const actions = passkeyClient().getActions(authClient.$fetch, authClient.$store);

const passkeysKey = ['account', 'passkeys'] as const;

/** True when this browser can make and use passkeys (WebAuthn). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Signs in with a passkey of this device (the browser asks which one).
 * @throws AuthError — `AUTH_CANCELLED` when the member closed the browser's dialog, the server's
 *   code (`PASSKEY_NOT_FOUND`, `AUTHENTICATION_FAILED`, `BANNED_USER`, 429) otherwise
 */
export async function signInWithPasskey(): Promise<void> {
  unwrap((await actions.signIn.passkey()) as { data: unknown; error: null } | { data: null; error: BetterAuthClientError });
}

/** GET /api/auth/passkey/list-user-passkeys — the member's passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async () => unwrap(await authClient.$fetch<MemberPasskey[]>('/passkey/list-user-passkeys', { method: 'GET' })) ?? [],
  });
}

/**
 * Makes a passkey on this device (the browser's dialog) and saves it under `name` (≤ 60
 * characters). Needs a session signed in within the last day (`SESSION_NOT_FRESH` otherwise).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { error } = await actions.passkey.addPasskey({ name: name.trim() || undefined });
      if (error) throw new AuthError({ status: error.status, code: 'code' in error ? error.code : null, message: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** POST /api/auth/passkey/delete-passkey — removes one of the member's passkeys. */
export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      unwrap(await authClient.$fetch<unknown>('/passkey/delete-passkey', { method: 'POST', body: { id } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
