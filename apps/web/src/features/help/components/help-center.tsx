import { useCallback } from 'react';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaqs } from '../api/get-faqs';
import { useHelpParams } from '../hooks/use-help-params';
import { hasHelpFilters, helpHref } from '../utils/help-params';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { FaqList } from './faq-list';
import { FaqToolbar } from './faq-toolbar';
import { HowItWorks } from './how-it-works';

/**
 * `/help` (Help and support): search box and category tiles
 * (`?q=&category=`), the FAQ accordion with its empty and error states, how it works, the
 * contact cards and the contact form.
 */
export function HelpCenter() {
  const { t } = useTranslation('help');
  const { params, rawQ, update } = useHelpParams();
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const faqs = useFaqs(params);
  const filtered = hasHelpFilters(params);
  const clear = filtered ? (
    <Button asChild variant="outline">
      <Link to={helpHref({})} preventScrollReset>
        {t('faq.clear')}
      </Link>
    </Button>
  ) : null;

  return (
    <div className="grid gap-10">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
      </header>

      <FaqToolbar params={params} rawQ={rawQ} onSearch={onSearch} counts={faqs.data?.counts} />

      <section aria-labelledby="help-faq-title" className="grid gap-4" aria-busy={faqs.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="help-faq-title" className="text-2xl font-bold">
            {t('faq.title')}
          </h2>
          {faqs.data && filtered ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted-foreground" role="status">
                {t('faq.results', { count: faqs.data.items.length })}
              </p>
              {clear}
            </div>
          ) : null}
        </div>
        {faqs.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 rounded-xl" />
            ))}
          </div>
        ) : faqs.isError && !faqs.data ? (
          <ErrorState headingLevel={3} message={t('faq.loadError')} onRetry={() => void faqs.refetch()} />
        ) : faqs.data.items.length === 0 ? (
          <EmptyState icon={SearchX} headingLevel={3} title={t('faq.emptyTitle')} description={t('faq.emptyDescription')} action={clear} />
        ) : (
          <FaqList items={faqs.data.items} />
        )}
      </section>

      <HowItWorks />

      <section aria-labelledby="help-contact-title" className="grid gap-4" id="contact-form">
        <h2 id="help-contact-title" className="text-2xl font-bold">
          {t('contact.title')}
        </h2>
        <ContactCards />
        <ContactForm />
      </section>
    </div>
  );
}
