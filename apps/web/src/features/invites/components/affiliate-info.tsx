import { INVITE_POINTS_PER_COMPLETED, INVITE_TIERS } from '@garaj/shared';
import { ChevronDown, Gift, Link2, MailCheck, Share2, Sparkles, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '@/components/numbered-steps';
import { formatNumber } from '@/lib/format';

const STEPS = [
  { key: 'share', Icon: Share2 },
  { key: 'join', Icon: Link2 },
  { key: 'verify', Icon: MailCheck },
  { key: 'earn', Icon: Gift },
] as const;

const BENEFITS = [
  { key: 'points', Icon: Sparkles },
  { key: 'badges', Icon: Trophy },
  { key: 'community', Icon: Users },
] as const;

const FAQ_KEYS = ['what', 'when', 'limit', 'verify', 'self', 'expire'] as const;

/** How it works (four steps), benefits, reward tiers and the FAQ: the same for visitors and members. */
export function AffiliateInfo() {
  const { t } = useTranslation('affiliate');
  const points = formatNumber(INVITE_POINTS_PER_COMPLETED);
  return (
    <>
      <section aria-labelledby="affiliate-how-title" className="grid gap-4">
        <h2 id="affiliate-how-title" className="text-2xl font-bold">
          {t('how.title')}
        </h2>
        <NumberedSteps
          steps={STEPS.map(({ key, Icon }) => ({ key, Icon, title: t(`how.steps.${key}.title`), text: t(`how.steps.${key}.text`, { points }) }))}
        />
      </section>

      <section aria-labelledby="affiliate-benefits-title" className="grid gap-4">
        <h2 id="affiliate-benefits-title" className="text-2xl font-bold">
          {t('benefits.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="grid gap-2 rounded-xl border bg-card p-4">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">{t(`benefits.items.${key}.title`, { points })}</h3>
              <p className="text-sm text-muted-foreground">{t(`benefits.items.${key}.text`, { points })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="affiliate-tiers-title" className="grid gap-4">
        <h2 id="affiliate-tiers-title" className="text-2xl font-bold">
          {t('tiers.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {INVITE_TIERS.map((tier) => (
            <li key={tier.id} className="grid gap-1 rounded-xl border bg-card p-4" data-testid="invite-tier-card">
              <h3 className="text-lg font-semibold">{t(`tiers.${tier.id}.name`)}</h3>
              <p className="text-sm">
                {tier.maxInvites === null
                  ? t('tiers.rangeOpen', { min: tier.minInvites })
                  : t('tiers.range', { min: tier.minInvites, max: tier.maxInvites })}
              </p>
              <p className="text-sm text-muted-foreground">{t(`tiers.${tier.id}.points`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="affiliate-faq-title" className="grid gap-4">
        <h2 id="affiliate-faq-title" className="text-2xl font-bold">
          {t('faq.title')}
        </h2>
        <ul className="grid gap-3">
          {FAQ_KEYS.map((key) => (
            <li key={key}>
              <details className="group rounded-xl border bg-card">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-4 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                  <span>{t(`faq.items.${key}.q`)}</span>
                  <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
                </summary>
                <p className="px-4 pb-4 leading-relaxed text-muted-foreground">{t(`faq.items.${key}.a`, { points })}</p>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
