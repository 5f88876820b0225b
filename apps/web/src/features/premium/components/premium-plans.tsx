import { useState } from 'react';
import { Check, Crown, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  GARAGE_LIMITS,
  PREMIUM_MONTHLY_FREE_MONTHS,
  PREMIUM_MONTHLY_PRICE_TL,
  PREMIUM_YEARLY_FREE_MONTHS,
  PREMIUM_YEARLY_PRICE_TL,
  PREMIUM_YEARLY_SAVING_PERCENT,
  type PremiumMemberState,
  type PremiumPlan,
} from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate, formatNumber } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useCancelPremiumRequest } from '../api/cancel-premium-request';
import { useCreatePremiumRequest } from '../api/create-premium-request';
import { usePremium } from '@/hooks/use-premium';

const PLANS = [
  { id: 'free', priceTl: 0, period: null, limits: GARAGE_LIMITS.free, features: 3 },
  {
    id: 'monthly',
    priceTl: PREMIUM_MONTHLY_PRICE_TL,
    period: 'perMonth',
    limits: GARAGE_LIMITS.premium,
    features: 4,
  },
  {
    id: 'yearly',
    priceTl: PREMIUM_YEARLY_PRICE_TL,
    period: 'perYear',
    limits: GARAGE_LIMITS.premium,
    features: 4,
  },
] as const;

/** A calendar day `YYYY-MM-DD` as a date of the site's zone (noon UTC is the same day in Istanbul). */
const dayToDate = (day: string) => `${day}T12:00:00Z`;

/** The member's premium state above the plans: premium until …, the pending request (cancel), or the limits. */
function MemberStatus({ state }: { state: PremiumMemberState }) {
  const { t } = useTranslation(['premium', 'errors']);
  const cancel = useCancelPremiumRequest();
  if (state.premium) {
    return (
      <div
        role="status"
        data-testid="premium-status"
        className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-5"
      >
        <Crown className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{t('status.activeTitle')}</p>
          <p className="text-sm text-muted-foreground">
            {state.premiumUntilDay
              ? t('status.activeUntil', { date: formatDate(dayToDate(state.premiumUntilDay)) })
              : t('status.activeNoEnd')}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('status.limits', {
              garages: state.limits.garages,
              count: state.garageCount,
              photos: state.limits.photosPerGarage,
            })}
          </p>
        </div>
      </div>
    );
  }
  if (state.pendingRequest) {
    const request = state.pendingRequest;
    const onCancel = async () => {
      try {
        await cancel.mutateAsync();
        toast.success(t('status.cancelled'));
      } catch (error) {
        toast.error(t('status.cancelError'), { description: getErrorMessage(error, t) });
      }
    };
    return (
      <div
        role="status"
        data-testid="premium-status"
        className="flex flex-wrap items-start gap-3 rounded-xl border border-primary/40 bg-primary/5 p-5"
      >
        <Hourglass className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-56 flex-1 gap-1">
          <p className="font-semibold">{t('status.pendingTitle')}</p>
          <p className="text-sm text-muted-foreground">
            {t('status.pendingText', {
              plan: t(`plans.${request.plan}.name`),
              date: formatDate(request.createdAt),
            })}
          </p>
        </div>
        <Button variant="outline" onClick={() => void onCancel()} disabled={cancel.isPending}>
          {cancel.isPending ? <Spinner size="sm" /> : null}
          {t('status.cancelRequest')}
        </Button>
      </div>
    );
  }
  return (
    <p data-testid="premium-status" className="text-sm text-muted-foreground">
      {t('status.limits', {
        garages: state.limits.garages,
        count: state.garageCount,
        photos: state.limits.photosPerGarage,
      })}
    </p>
  );
}

/** Visitors choosing a plan: the 'Giriş Gerekli' prompt with sign-in and sign-up links back to /premium. */
function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('premium');
  const next = encodeURIComponent('/premium');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('plans.signInTitle')}</DialogTitle>
          <DialogDescription>{t('plans.signInText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" asChild>
            <Link to={`/register?next=${next}`}>{t('plans.register')}</Link>
          </Button>
          <Button asChild>
            <Link to={`/login?next=${next}`}>{t('plans.signIn')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The three plans (free 0 TL; monthly with the first month free; yearly 290 TL, 2 months
 * free, 17 % saving). Choosing a paid plan: visitors get the sign-in prompt; members store a
 * request (no payment yet) and see what happens next; a pending request or a running premium
 * is shown instead of the choice.
 */
export function PremiumPlans() {
  const { t } = useTranslation(['premium', 'errors']);
  const { user, isPending: sessionPending } = useCurrentUser();
  const premium = usePremium(user?.id ?? null, !sessionPending);
  const create = useCreatePremiumRequest();
  const [signIn, setSignIn] = useState(false);
  const state = user ? (premium.data?.member ?? null) : null;

  const choose = async (plan: PremiumPlan) => {
    if (!user) {
      setSignIn(true);
      return;
    }
    try {
      await create.mutateAsync({ plan });
      toast.success(t('plans.requestedTitle', { plan: t(`plans.${plan}.name`) }), {
        description: t('plans.requestedText'),
      });
    } catch (error) {
      toast.error(t('plans.requestError'), { description: getErrorMessage(error, t) });
    }
  };

  const paidAction = (plan: PremiumPlan) => {
    if (state?.premium) {
      return (
        <Button className="mt-auto" variant="outline" disabled>
          <Crown className="size-4" aria-hidden="true" />
          {t('status.activeTitle')}
        </Button>
      );
    }
    if (state?.pendingRequest) {
      return (
        <Button className="mt-auto" variant="outline" disabled>
          <Hourglass className="size-4" aria-hidden="true" />
          {state.pendingRequest.plan === plan
            ? t('status.pendingPlan')
            : t('plans.choose', { plan: t(`plans.${plan}.name`) })}
        </Button>
      );
    }
    const busy = create.isPending && create.variables?.plan === plan;
    return (
      <Button
        className="mt-auto"
        variant={plan === 'yearly' ? 'default' : 'outline'}
        onClick={() => void choose(plan)}
        disabled={create.isPending || (Boolean(user) && !premium.data)}
      >
        {busy ? <Spinner size="sm" /> : null}
        {t('plans.choose', { plan: t(`plans.${plan}.name`) })}
      </Button>
    );
  };

  const freeAction = () => {
    if (!user) {
      return (
        <Button className="mt-auto" variant="outline" asChild>
          <Link to="/register">{t('plans.free.register')}</Link>
        </Button>
      );
    }
    return (
      <Button className="mt-auto" variant="outline" disabled>
        {state?.premium ? t('plans.free.name') : t('plans.free.current')}
      </Button>
    );
  };

  return (
    <section id="plans" aria-labelledby="premium-plans-title" className="grid scroll-mt-20 gap-5">
      <div className="grid gap-1">
        <h2 id="premium-plans-title" className="text-2xl font-bold tracking-tight">
          {t('plans.title')}
        </h2>
        <p className="text-muted-foreground">{t('plans.subtitle')}</p>
      </div>
      {user && premium.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner size="sm" />
          {t('status.loading')}
        </p>
      ) : null}
      {user && premium.isError ? (
        <p className="text-sm text-destructive">{getErrorMessage(premium.error, t)}</p>
      ) : null}
      {state ? <MemberStatus state={state} /> : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const popular = plan.id === 'yearly';
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                'relative flex flex-col gap-4 rounded-xl border bg-card p-6',
                popular && 'border-primary shadow-md ring-1 ring-primary',
              )}
            >
              {popular ? (
                <Badge className="absolute -top-3 left-6">{t('plans.popular')}</Badge>
              ) : null}
              <div className="grid gap-1">
                <h3 className="text-xl font-semibold">{t(`plans.${plan.id}.name`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`plans.${plan.id}.description`)}</p>
              </div>
              <p>
                <span className="text-3xl font-bold">
                  {t('plans.price', { price: formatNumber(plan.priceTl) })}
                </span>
                {plan.period ? (
                  <span className="text-muted-foreground"> {t(`plans.${plan.period}`)}</span>
                ) : null}
              </p>
              {plan.id !== 'free' ? (
                <p className="text-sm font-medium text-primary">
                  {plan.id === 'monthly'
                    ? t('plans.monthly.badge', { months: PREMIUM_MONTHLY_FREE_MONTHS })
                    : t('plans.yearly.badge', {
                        months: PREMIUM_YEARLY_FREE_MONTHS,
                        percent: PREMIUM_YEARLY_SAVING_PERCENT,
                      })}
                </p>
              ) : null}
              <ul className="grid gap-2 text-sm">
                {Array.from({ length: plan.features }, (_, i) => (
                  <li key={i} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      {t(`plans.${plan.id}.features.${i}`, {
                        garages: plan.limits.garages,
                        photos: plan.limits.photosPerGarage,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
              {plan.id === 'free' ? freeAction() : paidAction(plan.id)}
            </li>
          );
        })}
      </ul>
      <SignInDialog open={signIn} onOpenChange={setSignIn} />
    </section>
  );
}
