import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ReportTargetType } from '@garaj/shared';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';

/** The dialog (form, reasons, validation) is downloaded on the first press only. */
const ReportDialog = lazy(() => import('./report-dialog'));

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, as the page names it (a garage's name, a comment's author…): shown in the dialog and the button's accessible name. */
  targetLabel?: string;
  /** The member who wrote or owns the target: they see no button (the server refuses self-reports anyway). For `user`, the target itself. */
  ownerId?: string | null;
  /** `icon`: a small flag only (comment and reply rows); `default`: flag and "Bildir". */
  variant?: 'default' | 'icon';
  className?: string;
}

/**
 * "Bildir": a member reports a garage, comment, post, topic, reply, member or
 * location share. Visitors get the 'Giriş Gerekli' toast with a sign-in action (back here
 * afterwards); the target's owner sees nothing; members open the report dialog (loaded lazily).
 * Needs the `reports` namespace.
 */
export function ReportButton({ targetType, targetId, targetLabel, ownerId, variant = 'default', className }: ReportButtonProps) {
  const { t } = useTranslation('reports');
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const owner = targetType === 'user' ? targetId : ownerId;
  if (user && owner && user.id === owner) return null;

  const onClick = () => {
    if (isPending) return;
    if (!user) {
      toast.error(t('button.loginTitle'), {
        description: t('button.loginText'),
        action: { label: t('button.loginAction'), onClick: () => void navigate(loginPath(pathname + search + hash)) },
      });
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  const name = targetLabel ? t('button.labelFor', { label: targetLabel }) : t('button.label');
  return (
    <>
      <NeedsJavaScript>
        <Button
          type="button"
          variant="ghost"
          size={variant === 'icon' ? 'icon-sm' : 'sm'}
          onClick={onClick}
          aria-haspopup="dialog"
          aria-label={name}
          title={variant === 'icon' ? name : undefined}
          className={cn('text-muted-foreground hover:text-destructive', className)}
        >
          <Flag aria-hidden="true" />
          {variant === 'icon' ? null : t('button.label')}
        </Button>
      </NeedsJavaScript>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} targetType={targetType} targetId={targetId} targetLabel={targetLabel} />
        </Suspense>
      ) : null}
    </>
  );
}
