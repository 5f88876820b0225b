import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/lazy-toast';
import { SHARE_SERVICES, shareUrl, type ShareService } from '../utils/share-links';

/** The copy confirmation (check icon) shows for 2 seconds. */
export const COPY_CONFIRM_MS = 2000;

/**
 * The member's invite link with copy (check icon for 2 s; toast 'Başarılı!' / 'Davet linki panoya
 * kopyalandı.', on failure 'Hata' / 'Link kopyalanırken hata oluştu.') and the five share buttons
 * (WhatsApp, X, Facebook, LinkedIn, Instagram).
 */
export function InviteLinkCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('affiliate');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shareText = t('share.text');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      toast.success(t('link.copiedTitle'), { description: t('link.copied') });
    } catch {
      toast.error(t('link.copyFailedTitle'), { description: t('link.copyFailed') });
    }
  };

  const copyForInstagram = async () => {
    try {
      await navigator.clipboard.writeText(`${shareText} ${link}`);
      toast.success(t('share.instagramTitle'), { description: t('share.instagramCopied') });
    } catch {
      toast.error(t('link.copyFailedTitle'), { description: t('link.copyFailed') });
    }
  };

  return (
    <section aria-labelledby="invite-link-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
      <div className="grid gap-1">
        <h2 id="invite-link-title" className="text-xl font-semibold">
          {t('link.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('link.text')}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <label htmlFor="invite-link" className="sr-only">
          {t('link.label')}
        </label>
        <Input id="invite-link" readOnly value={link} className="min-w-0 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
        <Button type="button" onClick={() => void copyLink()} aria-live="polite" data-testid="copy-invite-link">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('link.copiedButton') : t('link.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('link.code')} <span className="font-mono font-semibold text-foreground" data-testid="invite-code">{code}</span>
      </p>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">{t('share.title')}</h3>
        <ul className="flex flex-wrap gap-2">
          {SHARE_SERVICES.map((service: ShareService) => {
            const href = shareUrl(service, shareText, link);
            return (
              <li key={service}>
                {href ? (
                  <Button asChild variant="outline" size="sm">
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {t(`share.services.${service}`)}
                      <span className="sr-only"> {t('share.newWindow')}</span>
                    </a>
                  </Button>
                ) : (
                  <Button type="button" variant="outline" size="sm" onClick={() => void copyForInstagram()}>
                    {t(`share.services.${service}`)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
