import { CalendarDays, Plus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { EVENTS_SECTION_ID } from './events-section';

/**
 * Hero (Community hub): 'Topluluğa Katıl' → /register, a button to the events below,
 * and 'create community', which is not built yet (the 'coming soon' toast).
 */
export function CommunityHero() {
  const { t } = useTranslation('community');
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 px-6 py-12 text-white sm:px-10 sm:py-16">
      <div className="relative grid max-w-2xl gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
        <p className="text-lg text-white/85">{t('hero.subtitle')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild variant="brand" size="lg">
            <Link to="/register">
              <UserPlus aria-hidden="true" />
              {t('hero.join')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white">
            <a href={`#${EVENTS_SECTION_ID}`}>
              <CalendarDays aria-hidden="true" />
              {t('hero.events')}
            </a>
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="text-white hover:bg-white/15 hover:text-white"
            onClick={() => toast.info(t('comingSoon.title'), { description: t('comingSoon.text') })}
          >
            <Plus aria-hidden="true" />
            {t('hero.create')}
          </Button>
        </div>
      </div>
    </section>
  );
}
