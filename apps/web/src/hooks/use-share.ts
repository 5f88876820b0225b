import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/lazy-toast';

/** What a share sends: the title, a short text (excerpt) and the page's address. */
export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/**
 * Sharing a page: the device share sheet (Web Share API) with title, text and address; without
 * it the address is copied and `messages.copied` shown ('Link panoya kopyalandı.'); if that fails
 * too, 'Hata' with `messages.failed`. Closing the share sheet reports nothing.
 */
export function useShare(messages: { copied: string; failed: string }) {
  const { t } = useTranslation('common');
  const { copied, failed } = messages;
  return useCallback(
    async (data: ShareData) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(data.url);
        toast.success(copied);
      } catch {
        toast.error(t('common:status.error'), { description: failed });
      }
    },
    [t, copied, failed],
  );
}
