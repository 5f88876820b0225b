import { lazy, Suspense, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HiddenInfo, ModeratableType } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useUnhideContent } from '@/hooks/use-unhide-content';

/** The reason dialog is downloaded on the first "Gizle" only. */
const HideDialog = lazy(() => import('./hide-dialog'));

interface HideToggleProps {
  type: ModeratableType;
  id: string;
  /** The item's moderation facts as the API sent them (null/absent: visible). */
  hidden?: HiddenInfo | null;
  /** What the item is called on the page (a title, "@ali's comment"): the accessible name and the dialog. */
  label?: string;
  /** `icon`: a small eye only (comment and reply rows); `default`: icon and text. */
  variant?: 'default' | 'icon';
  className?: string;
}

/**
 * Moderators' hide / show control, rendered for moderators and admins only
 * (nothing for anyone else; the API enforces it anyway). A visible item: "Gizle" opens a dialog
 * asking for the reason (required); a hidden one: "Göster" shows it again at once. Success:
 * the toast 'İşlem Başarılı' and every page's data refetched. Needs the `moderation` namespace.
 */
export function HideToggle({ type, id, hidden, label, variant = 'default', className }: HideToggleProps) {
  const { t } = useTranslation(['moderation', 'errors']);
  const { user } = useCurrentUser();
  const unhide = useUnhideContent();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!user || (user.role !== 'moderator' && user.role !== 'admin')) return null;

  const isHidden = Boolean(hidden);
  const name = isHidden
    ? label
      ? t('moderation:toggle.showFor', { label })
      : t('moderation:toggle.show')
    : label
      ? t('moderation:toggle.hideFor', { label })
      : t('moderation:toggle.hide');

  const onClick = async () => {
    if (!isHidden) {
      setWanted(true);
      setOpen(true);
      return;
    }
    try {
      await unhide.mutateAsync({ type, id });
      toast.success(t('moderation:toggle.success'), { description: t('moderation:toggle.shownText') });
    } catch (err) {
      toast.error(t('moderation:toggle.errorTitle'), { description: getErrorMessage(err, t) });
    }
  };

  const Icon = isHidden ? Eye : EyeOff;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={variant === 'icon' ? 'icon-sm' : 'sm'}
        onClick={() => void onClick()}
        disabled={unhide.isPending}
        aria-haspopup={isHidden ? undefined : 'dialog'}
        aria-label={name}
        title={variant === 'icon' ? name : undefined}
        className={cn('text-muted-foreground hover:text-foreground', className)}
      >
        <Icon aria-hidden="true" />
        {variant === 'icon' ? null : isHidden ? t('moderation:toggle.show') : t('moderation:toggle.hide')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <HideDialog open={open} onOpenChange={setOpen} type={type} id={id} label={label} />
        </Suspense>
      ) : null}
    </>
  );
}
