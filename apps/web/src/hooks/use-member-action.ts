import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

/**
 * The click handler of a control only members may use: does nothing while the session or the
 * control's own request (`busy`) is pending; a visitor gets the `signIn` toast (title, optional
 * description) and nothing is sent; a member runs `action`.
 */
export function useMemberAction(busy: boolean, signIn: { title: string; description?: string }, action: () => void): () => void {
  const { user, isPending } = useCurrentUser();
  return () => {
    if (isPending || busy) return;
    if (!user) {
      if (signIn.description === undefined) toast.error(signIn.title);
      else toast.error(signIn.title, { description: signIn.description });
      return;
    }
    action();
  };
}
