import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/error-message';

export { LocalErrorBoundary } from '@/components/error-boundary';

/** A chunk that no longer exists (new deploy) or a network blip while loading a page's code. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * `errorElement` for routes: shows an error state with a retry button inside the layout.
 * Retry re-runs loaders and re-renders the route; a failed code download reloads the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useTranslation(['common', 'errors']);

  if (import.meta.env.DEV) console.warn('Route error', error);

  const retry = () => {
    if (isChunkLoadError(error)) window.location.reload();
    else void revalidator.revalidate();
  };

  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? t('errors:NOT_FOUND')
      : t('errors:INTERNAL')
    : getErrorMessage(error, t);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <ErrorState headingLevel={1} message={message} onRetry={retry} />
    </div>
  );
}
