import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * 'Ara': the submit button of a list's GET search/filter form. It is what sends the form before
 * the page's script runs (or without it); once hydrated it applies the typed text at once
 * instead of after the typing pause. The text hides below `sm`, the icon stays (labelled).
 */
/** `className` sets the height to match the input beside it (h-10 by default). */
export function SearchSubmitButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" variant="secondary" className={cn('shrink-0', className)}>
      <Search aria-hidden="true" />
      <span className="max-sm:sr-only">{t('actions.search')}</span>
    </Button>
  );
}
