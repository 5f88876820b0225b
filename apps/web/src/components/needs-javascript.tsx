import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * A control that cannot work without the page's script (a dialog, the share sheet, an upload, the
 * editor, the map). Before hydration it is dimmed, ignores clicks and says why on hover (the
 * `title`); without JavaScript a note says so next to it (`<noscript>`, so a page that hydrates
 * never shifts). Once hydrated it is the control as it is.
 */
export function NeedsJavaScript({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <span
      data-slot="needs-javascript"
      title={hydrated ? undefined : t('needsJavaScript.short')}
      // Dimmed from this component's own state, not from a selector on `<html data-hydrated>`:
      // such a selector makes the browser restyle the whole page when hydration marks `<html>`.
      className={cn(
        'inline-flex flex-wrap items-center gap-x-2',
        !hydrated && '[&>:first-child]:pointer-events-none [&>:first-child]:opacity-60',
        className,
      )}
    >
      {children}
      <noscript>
        <span className="text-xs text-muted-foreground">{t('needsJavaScript.short')}</span>
      </noscript>
    </span>
  );
}

/** The page-sized version: what a screen that only runs with JavaScript shows without it. */
export function NoScriptNotice() {
  const { t } = useTranslation('common');
  return (
    <noscript>
      <p role="note" className="mx-auto max-w-md rounded-lg border bg-muted/50 p-4 text-center text-sm text-muted-foreground">
        {t('needsJavaScript.page')}
      </p>
    </noscript>
  );
}
