import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * "Kaydedilmemiş taslağınız geri yüklendi." with "Taslağı sil", under a form field whose draft
 * hooks/use-draft.ts put back. `onDiscard` empties the form and removes the draft.
 */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <History className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{t('draft.restored')}</span>
      <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onDiscard}>
        {t('draft.discard')}
      </Button>
    </p>
  );
}
