/**
 * Trigger buttons of the header menus. They are part of the first download and are rendered
 * both as placeholders (before the menus chunk loads) and inside the real Radix triggers.
 */
import type { ComponentProps } from 'react';
import { ChevronDown, Languages, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/hooks/use-language';
import { useTheme } from '@/hooks/use-theme';
import type { CurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';

type TriggerProps = ComponentProps<'button'>;

export function ThemeTrigger({ className, ...props }: TriggerProps) {
  const { t } = useTranslation('nav');
  const { theme, resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

export function LanguageTrigger({ className, ...props }: TriggerProps) {
  const { t } = useTranslation(['nav', 'common']);
  const { language } = useLanguage();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-10 gap-1.5 px-2.5', className)}
      // The accessible name starts with the visible code ('TR — Dil: Türkçe'), so voice control finds it by what it shows.
      aria-label={`${t(`common:languageCodes.${language}`)} — ${t('language.label')}: ${t(`common:languages.${language}`)}`}
      {...props}
    >
      <Languages className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{t(`common:languageCodes.${language}`)}</span>
    </Button>
  );
}

export function MoreTrigger({ className, ...props }: TriggerProps) {
  const { t } = useTranslation('nav');
  return (
    <Button variant="ghost" size="sm" className={cn('gap-1 px-3 text-foreground/80', className)} {...props}>
      {t('more')}
      <ChevronDown className="size-4" aria-hidden="true" />
    </Button>
  );
}

export function displayName(user: CurrentUser, fallback: string): string {
  return user.displayUsername || user.username || fallback;
}

export function AccountTrigger({ user, className, ...props }: TriggerProps & { user: CurrentUser }) {
  const { t } = useTranslation('nav');
  const name = displayName(user, t('defaultUsername'));
  return (
    <Button
      variant="ghost"
      className={cn('h-10 gap-2 px-1.5 sm:px-2', className)}
      {...props}
    >
      {/* The name comes from this text alone; the avatar's initial and the wide screens' visible
          name are hidden from assistive technology, so no aria-label can disagree with them. The
          visible name waits for 2xl screens: at 1280 px the header search keeps room for its
          whole placeholder beside the bell. */}
      <span className="sr-only">{`${t('accountMenu')}: @${name}`}</span>
      <span aria-hidden="true" className="contents">
        <UserAvatar name={name} image={user.image} />
      </span>
      <span aria-hidden="true" className="hidden max-w-28 truncate text-sm font-medium 2xl:inline">
        {name}
      </span>
      <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
    </Button>
  );
}
