/**
 * The invite's share targets (five social or messaging services — two take
 * text plus link, one copies the text only). WhatsApp and X take text + link; Facebook and
 * LinkedIn take the link (their public share pages read the page's own title); Instagram has no
 * web share page, so its button copies the text (toast 'Instagram' / 'Metin panoya kopyalandı…').
 */
export const SHARE_SERVICES = ['whatsapp', 'x', 'facebook', 'linkedin', 'instagram'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

/** The public share address of `service` for `text` and `link`; null for Instagram (copy instead). */
export function shareUrl(service: ShareService, text: string, link: string): string | null {
  const enc = encodeURIComponent;
  switch (service) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${text} ${link}`)}`;
    case 'x':
      return `https://twitter.com/intent/tweet?text=${enc(text)}&url=${enc(link)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}`;
    case 'instagram':
      return null;
  }
}

/** Tier progress in percent (0–100) from `completed` toward `nextMin`, starting at `fromMin`. */
export function tierProgress(completed: number, fromMin: number, nextMin: number | null): number {
  if (nextMin === null) return 100;
  const span = nextMin - fromMin;
  if (span <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((completed - fromMin) / span) * 100)));
}
