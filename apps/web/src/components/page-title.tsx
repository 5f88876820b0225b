import { useTranslation } from 'react-i18next';

/** Sets the document title ("<title> · Garaj"); React 19 hoists it into <head>. */
export function PageTitle({ title, noIndex = false }: { title: string; noIndex?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <title>{`${title} · ${t('appName')}`}</title>
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
