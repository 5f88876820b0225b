import { Trophy, UserPlus, Users, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'register', Icon: UserPlus },
  { key: 'garage', Icon: Warehouse },
  { key: 'community', Icon: Users },
  { key: 'earn', Icon: Trophy },
] as const;

/** "How it works" in four numbered steps (/help is labelled 'how it works'). */
export function HowItWorks() {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="help-how-title" className="grid gap-4">
      <h2 id="help-how-title" className="text-2xl font-bold">
        {t('howItWorks.title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="flex gap-3 rounded-xl border bg-card p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">{index + 1}. </span>
                {t(`howItWorks.steps.${key}.title`)}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`howItWorks.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
