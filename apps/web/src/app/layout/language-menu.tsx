// Part of the lazily loaded header menus (see deferred-ui.tsx).
import { useTranslation } from 'react-i18next';
import { DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/hooks/use-language';
import { cn } from '@/lib/utils';
import { useFocusOnMount, type DeferredMenuState } from './deferred-menu-state';
import { LanguageTrigger } from './header-triggers';
import { RadioMenu } from './radio-menu';

/** Header language switch (TR / EN). */
export function LanguageMenu({ defaultOpen, focusTrigger, className }: DeferredMenuState & { className?: string }) {
  const { t } = useTranslation(['nav', 'common']);
  const { language, languages, setLanguage } = useLanguage();
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <RadioMenu
      defaultOpen={defaultOpen}
      trigger={<LanguageTrigger ref={triggerRef} className={className} />}
      label={t('language.label')}
      value={language}
      onValueChange={(value) => void setLanguage(value)}
    >
      {languages.map((option) => (
        <DropdownMenuRadioItem key={option} value={option} lang={option}>
          {t(`common:languages.${option}`)}
        </DropdownMenuRadioItem>
      ))}
    </RadioMenu>
  );
}

/** The same choice as two toggle buttons (mobile menu). */
export function LanguageToggleGroup({ className }: { className?: string }) {
  const { t } = useTranslation(['nav', 'common']);
  const { language, languages, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={cn('grid grid-cols-2 gap-1 rounded-lg bg-muted p-1', className)}>
      {languages.map((option) => {
        const active = option === language;
        return (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={active}
            onClick={() => void setLanguage(option)}
            className={cn(
              'inline-flex h-9 items-center justify-center rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(`common:languages.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
