import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/lazy-toast';

export interface SharePostData {
  title: string;
  text?: string;
  url: string;
}

/**
 * Share as garages do: the device share sheet (Web Share API) with title,
 * excerpt and address; without it the address is copied ('Link panoya kopyalandı.'); if that
 * fails too, 'Link kopyalanırken hata oluştu.'.
 */
export function useSharePost() {
  const { t } = useTranslation(['blog', 'common']);
  return useCallback(
    async (data: SharePostData) => {
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
        toast.success(t('blog:share.copied'));
      } catch {
        toast.error(t('common:status.error'), { description: t('blog:share.failed') });
      }
    },
    [t],
  );
}
