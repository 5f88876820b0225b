import { useCallback } from 'react';
import { useSubmit } from 'react-router';

/**
 * Signs out through the /logout route's action (app/routes/logout.tsx: better-auth's sign-out,
 * cached member data forgotten, then '/'), the same path a form posted without the app's script
 * takes. A failure is only logged.
 */
export function useSignOut(): () => Promise<void> {
  const submit = useSubmit();
  return useCallback(() => submit(null, { method: 'post', action: '/logout' }), [submit]);
}
