import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { enterCompetition } from '../api/enter-competition';
import { competitionKeys } from '../api/query-keys';

/** Refusals whose own message says more than the generic 'Hata Oluştu' text. */
const SPECIFIC = new Set(['COMPETITION_FULL', 'COMPETITION_NOT_ACTIVE', 'COMPETITION_GARAGE_NOT_OWNED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED']);

/**
 * Enters a competition with one of my garages: 'Başarıyla Katıldınız! 🎉'
 * on success; 'Zaten Katıldınız' / 'Bu yarışmaya zaten katılmışsınız.' when already in;
 * 'Hata Oluştu' with 'Yarışmaya katılırken bir hata oluştu. Lütfen tekrar deneyin.' (or the
 * precise reason: full, not active, not verified). Every competitions screen is refreshed.
 */
export function useJoinCompetition(competitionId: string, options: { onJoined?: () => void } = {}) {
  const { t } = useTranslation(['competitions', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (garageId: string) => enterCompetition(competitionId, garageId),
    onSuccess: (detail) => {
      queryClient.setQueryData(competitionKeys.detail(competitionId), detail);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
      toast.success(t('join.success'));
      options.onJoined?.();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'COMPETITION_ALREADY_ENTERED') {
        toast.error(t('join.alreadyTitle'), { description: t('join.alreadyText') });
        void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
        options.onJoined?.();
        return;
      }
      const specific = isApiError(error) && SPECIFIC.has(error.code);
      toast.error(t('join.errorTitle'), { description: specific ? getErrorMessage(error, t) : t('join.errorText') });
    },
  });
}
