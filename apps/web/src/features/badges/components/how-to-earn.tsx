import type { LucideIcon } from 'lucide-react';
import { Camera, Gem, PenLine, Trophy, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const CARDS: { key: string; icon: LucideIcon }[] = [
  { key: 'photos', icon: Camera },
  { key: 'community', icon: Users },
  { key: 'modify', icon: Wrench },
  { key: 'blog', icon: PenLine },
  { key: 'contests', icon: Trophy },
  { key: 'rare', icon: Gem },
];

/** 'Rozet Nasıl Kazanılır?' with its six cards (share photos, join the community, modify, write blog, join contests, rare vehicles). */
export function HowToEarn() {
  const { t } = useTranslation('badges');
  return (
    <section aria-labelledby="how-to-earn-heading" className="grid gap-5">
      <div>
        <h2 id="how-to-earn-heading" className="text-2xl font-bold">
          {t('howTo.heading')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('howTo.subtitle')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold">{t(`howTo.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`howTo.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
