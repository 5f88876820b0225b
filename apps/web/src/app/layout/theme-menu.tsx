// Part of the lazily loaded header menus (see deferred-ui.tsx).
import type { LucideIcon } from 'lucide-react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { useTheme } from '@/hooks/use-theme';
import { THEMES, isTheme, type Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useFocusOnMount, type DeferredMenuState } from './deferred-menu-state';
import { ThemeTrigger } from './header-triggers';
import { RadioMenu } from './radio-menu';

const ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/** Header theme menu: 'Açık', 'Koyu', 'Sistem'. */
export function ThemeMenu({ defaultOpen, focusTrigger, className }: DeferredMenuState & { className?: string }) {
  const { t } = useTranslation('nav');
  const { theme, setTheme } = useTheme();
  const triggerRef = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <RadioMenu
      defaultOpen={defaultOpen}
      trigger={<ThemeTrigger ref={triggerRef} className={className} />}
      label={t('theme.label')}
      value={theme}
      onValueChange={(value) => isTheme(value) && setTheme(value)}
    >
      {THEMES.map((option) => {
        const OptionIcon = ICONS[option];
        return (
          <DropdownMenuRadioItem key={option} value={option}>
            <OptionIcon aria-hidden="true" />
            {t(`theme.${option}`)}
          </DropdownMenuRadioItem>
        );
      })}
    </RadioMenu>
  );
}

/** The same choice as a row of toggle buttons (mobile menu). */
export function ThemeToggleGroup({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label={t('theme.label')} className={cn('grid grid-cols-3 gap-1 rounded-lg bg-muted p-1', className)}>
      {THEMES.map((option) => {
        const OptionIcon = ICONS[option];
        const active = option === theme;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => setTheme(option)}
            className={cn(
              'inline-flex h-9 items-center justify-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            <OptionIcon className="size-4" aria-hidden="true" />
            {t(`theme.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
