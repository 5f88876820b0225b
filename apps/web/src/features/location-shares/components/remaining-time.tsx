import { useTranslation } from 'react-i18next';
import { remainingMinutes, splitRemaining } from '../hooks/use-remaining-time';

/** Countdown text: 'N dk' under an hour, 'N sa M dk' from an hour, 'Süre doldu' at zero. */
export function useRemainingText() {
  const { t } = useTranslation('location');
  return (expiresAt: string, now: number): string => {
    const r = splitRemaining(remainingMinutes(expiresAt, now));
    if (r.kind === 'expired') return t('remaining.expired');
    if (r.kind === 'minutes') return t('remaining.minutes', { minutes: r.minutes });
    return r.minutes ? t('remaining.hoursMinutes', { hours: r.hours, minutes: r.minutes }) : t('remaining.hours', { hours: r.hours });
  };
}
