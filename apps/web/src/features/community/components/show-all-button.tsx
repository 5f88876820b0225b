import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** 'Tümünü Gör', with the number of items when known. */
export function ShowAllButton({ onClick, count }: { onClick: () => void; count?: number }) {
  const { t } = useTranslation('community');
  return (
    <Button variant="outline" onClick={onClick}>
      {t('events.showAll')}
      {count !== undefined ? <span className="text-muted-foreground tabular-nums">({count})</span> : null}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
