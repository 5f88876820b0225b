import { Car, Trophy, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'step1', icon: Car },
  { key: 'step2', icon: Trophy },
  { key: 'step3', icon: Vote },
] as const;

/** 'How to join' in three steps (Competitions). */
export function HowToJoin() {
  const { t } = useTranslation('competitions');
  return (
    <section aria-labelledby="competitions-how-to" className="grid gap-4 rounded-2xl border bg-muted/40 p-6">
      <h2 id="competitions-how-to" className="text-xl font-bold">
        {t('howTo.title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ key, icon: Icon }, i) => (
          <li key={key} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">{i + 1}. </span>
                {t(`howTo.${key}Title`)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(`howTo.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
