import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/back-button';
import { PageTitle } from '@/components/page-title';
import { SITE } from '@/config/site';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { LEGAL_DOCUMENTS, LEGAL_UPDATED_AT, type LegalDocumentId, type LegalSection } from '../legal-documents';

const linkClassName = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** Renders text with the support e-mail address as a mailto link. */
function WithEmail({ text }: { text: string }) {
  const parts = text.split(SITE.supportEmail);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <a href={`mailto:${SITE.supportEmail}`} className={linkClassName}>
              {SITE.supportEmail}
            </a>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** `[words](/path)` in a legal text: a link to a page of the site (only site paths, never another site). */
const SITE_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/**
 * A legal text as written in legal.json: `[words](/path)` becomes a link to that page of the site
 * (e.g. `/profile#account-data`, `/help`), and the support address a mailto link.
 */
function LegalText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(SITE_LINK)) {
    const [whole, words = '', path = '/'] = match;
    parts.push(<WithEmail key={`t${from}`} text={text.slice(from, match.index)} />);
    parts.push(
      <Link key={`l${match.index}`} to={path} className={linkClassName}>
        {words}
      </Link>,
    );
    from = match.index + whole.length;
  }
  parts.push(<WithEmail key={`t${from}`} text={text.slice(from)} />);
  return <>{parts}</>;
}

function asSections(value: unknown): LegalSection[] {
  return Array.isArray(value) ? (value as LegalSection[]) : [];
}
function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A table on wide screens; one card per row on phones (no sideways scrolling). */
function LegalTable({ table }: { table: NonNullable<LegalSection['table']> }) {
  const [, ...detailHeaders] = table.headers;
  return (
    <>
      <div className="mt-4 hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-muted">
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-2.5 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([name, ...cells]) => (
              <tr key={name} className="border-t align-top">
                <th scope="row" className="px-3 py-2.5 font-mono text-xs font-medium whitespace-nowrap">
                  {name}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-3 py-2.5 text-foreground/90">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-3 sm:hidden" aria-label={table.caption}>
        {table.rows.map(([name, ...cells]) => (
          <li key={name} className="rounded-lg border bg-card p-4">
            <p className="font-mono text-xs font-semibold break-all">{name}</p>
            <dl className="mt-2 space-y-2 text-sm">
              {cells.map((cell, index) => (
                <div key={index}>
                  <dt className="font-medium text-muted-foreground">{detailHeaders[index]}</dt>
                  <dd className="text-foreground/90">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

const tocLinkClassName =
  'block rounded-sm py-1 text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

/** A legal page (privacy, terms, cookies) from legal.json: title, contents, sections, contact. */
export function LegalDocument({ document }: { document: LegalDocumentId }) {
  const { t } = useTranslation('legal');
  const vars = { email: SITE.supportEmail };
  const sections = asSections(t(`${document}.sections`, { ...vars, returnObjects: true }));
  const intro = asStrings(t(`${document}.intro`, { ...vars, returnObjects: true }));
  const anchor = (id: string) => `${document}-${id}`;
  const others = LEGAL_DOCUMENTS.filter((doc) => doc.id !== document);

  const toc = (
    <ol className="mt-3 space-y-0.5 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${anchor(section.id)}`} className={tocLinkClassName}>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageTitle title={t(`${document}.shortTitle`)} />
      <BackButton variant="ghost" size="sm" className="-ml-2" />

      <header className="mt-4 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t(`${document}.title`)}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t(`${document}.description`)}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          <time dateTime={LEGAL_UPDATED_AT}>
            {t('lastUpdated', { date: formatDate(`${LEGAL_UPDATED_AT}T12:00:00`, 'long') })}
          </time>
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <aside className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:max-h-[calc(100dvh-var(--header-height)-4rem)] lg:self-start lg:overflow-y-auto">
          <details className="group rounded-xl border bg-card p-4 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-sm text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {t('toc')}
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            {toc}
          </details>
          <nav aria-labelledby="legal-toc-title" className="hidden rounded-xl border bg-card p-4 lg:block">
            <h2 id="legal-toc-title" className="text-sm font-semibold">
              {t('toc')}
            </h2>
            {toc}
          </nav>
        </aside>

        <article className="max-w-3xl min-w-0 text-base leading-7">
          {intro.map((paragraph, index) => (
            <p key={index} className={cn('text-foreground/90', index > 0 && 'mt-4')}>
              <LegalText text={paragraph} />
            </p>
          ))}

          {sections.map((section) => (
            <section key={section.id} aria-labelledby={anchor(section.id)} className="mt-10">
              <h2 id={anchor(section.id)} className="scroll-mt-24 text-xl font-semibold tracking-tight">
                {section.title}
              </h2>
              {asStrings(section.paragraphs).map((paragraph, index) => (
                <p key={index} className="mt-3 text-foreground/90">
                  <LegalText text={paragraph} />
                </p>
              ))}
              {section.items?.length ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 text-foreground/90 marker:text-primary">
                  {asStrings(section.items).map((item, index) => (
                    <li key={index}>
                      <LegalText text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.table ? <LegalTable table={section.table} /> : null}
              {asStrings(section.closing).map((paragraph, index) => (
                <p key={index} className="mt-3 text-foreground/90">
                  <LegalText text={paragraph} />
                </p>
              ))}
            </section>
          ))}

          <aside className="mt-12 flex gap-4 rounded-xl border border-primary/20 bg-secondary p-5">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{t('contactTitle')}</h2>
              <p className="mt-1 text-sm text-foreground/90">
                <WithEmail text={t('contactText', vars)} />
              </p>
            </div>
          </aside>

          <nav aria-labelledby="legal-other-title" className="mt-8">
            <h2 id="legal-other-title" className="text-sm font-semibold text-muted-foreground">
              {t('otherDocuments')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {others.map((doc) => (
                <li key={doc.id}>
                  <Link
                    to={doc.path}
                    className="inline-flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <FileText className="size-4 text-primary" aria-hidden="true" />
                    {t(`${doc.id}.shortTitle`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <BackButton className="mt-10" />
        </article>
      </div>
    </div>
  );
}
