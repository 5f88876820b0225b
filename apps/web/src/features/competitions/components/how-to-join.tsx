import { Car, Trophy, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '@/components/numbered-steps';

const STEPS = [
  { key: 'step1', Icon: Car },
  { key: 'step2', Icon: Trophy },
  { key: 'step3', Icon: Vote },
] as const;

/** 'How to join' in three steps (Competitions). */
export function HowToJoin() {
  const { t } = useTranslation('competitions');
  return (
    <section aria-labelledby="competitions-how-to" className="grid gap-4 rounded-2xl border bg-muted/40 p-6">
      <h2 id="competitions-how-to" className="text-xl font-bold">
        {t('howTo.title')}
      </h2>
      <NumberedSteps plain steps={STEPS.map(({ key, Icon }) => ({ key, Icon, title: t(`howTo.${key}Title`), text: t(`howTo.${key}Text`) }))} />
    </section>
  );
}
