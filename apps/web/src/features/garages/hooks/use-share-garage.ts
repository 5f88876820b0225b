import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/**
 * Device share sheet (Web Share API) with title, excerpt and address; without it, the link is
 * copied ('Link panoya kopyalandı.'); if that fails too, 'Paylaşım yapılamadı.'.
 */
export function useShareGarage() {
  const { t } = useTranslation(['garages', 'common']);
  return useCallback(
    async (data: ShareData) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The member closed the share sheet: nothing to report.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(data.url);
        toast.success(t('garages:share.copied'));
      } catch {
        toast.error(t('common:status.error'), { description: t('garages:share.failed') });
      }
    },
    [t],
  );
}
