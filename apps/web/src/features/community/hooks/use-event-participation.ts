import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useLocation } from 'react-router';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { applyParticipation } from '../api/event-cache';
import { communityKeys } from '../api/query-keys';
import { setParticipation } from '../api/set-participation';

/**
 * Join / leave an event. Joining: 'Etkinliğe Katıldınız! 🎉' / 'Etkinlik
 * detayları e-posta ile gönderilecek.'; leaving: 'Etkinlikten Ayrıldınız' / 'Etkinlik katılım
 * listesinden çıkarıldınız.'. Visitors get 'Giriş Gerekli' with a 'Giriş Yap' action. The count
 * shown is the server's answer (no guess); a failure shows the server's reason and refreshes.
 */
export function useEventParticipation() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['community', 'common', 'errors']);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mutation = useMutation({
    mutationFn: ({ eventId, joined }: { eventId: string; joined: boolean }) => setParticipation(eventId, joined),
    onSuccess: (state) => {
      applyParticipation(queryClient, state);
      if (state.joined) toast.success(t('community:toast.joinedTitle'), { description: t('community:toast.joinedText') });
      else toast.success(t('community:toast.leftTitle'), { description: t('community:toast.leftText') });
      void queryClient.invalidateQueries({ queryKey: communityKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: communityKeys.participants(state.eventId) });
    },
    onError: (error) => {
      toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });

  /** Asks to join (`true`) or leave (`false`); signed out, prompts to sign in instead. */
  const toggle = (eventId: string, joined: boolean) => {
    if (!user) {
      toast.error(t('community:toast.loginTitle'), {
        description: t('community:toast.loginText'),
        action: { label: t('community:toast.loginAction'), onClick: () => void navigate(loginPath(pathname + search)) },
      });
      return;
    }
    mutation.mutate({ eventId, joined });
  };
  return { toggle, pendingId: mutation.isPending ? mutation.variables?.eventId : undefined };
}
