import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Konvoy sona erdi': the event is over and every shared position is gone. */
export function ConvoyEnded() {
  const { t } = useTranslation('convoy');
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4" data-testid="convoy-ended">
      <Flag className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{t('ended')}</p>
        <p className="text-sm text-muted-foreground">{t('endedText')}</p>
      </div>
    </div>
  );
}
