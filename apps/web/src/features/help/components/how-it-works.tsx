import { Trophy, UserPlus, Users, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '@/components/numbered-steps';

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
      <NumberedSteps
        steps={STEPS.map(({ key, Icon }) => ({ key, Icon, title: t(`howItWorks.steps.${key}.title`), text: t(`howItWorks.steps.${key}.text`) }))}
      />
    </section>
  );
}
