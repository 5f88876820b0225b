import { useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { preloadHeaderMenus, useHeaderMenus } from './deferred-ui';

/** The menu button below `lg`; the sheet itself comes with the lazily loaded header menus. */
export function MobileNav({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const menus = useHeaderMenus();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadHeaderMenus}
        onFocus={preloadHeaderMenus}
        onClick={() => {
          preloadHeaderMenus();
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {menus ? <menus.MobileNavSheet open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} /> : null}
    </>
  );
}
