import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn('Section failed to render', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    return fallback ? fallback({ error: this.state.error, retry: this.retry }) : <ErrorState onRetry={this.retry} />;
  }
}

/**
 * A local error boundary: a failing section (e.g. a garage's comments tab) shows an error state
 * with a retry button instead of blanking the whole page. Retry also resets failed queries, so
 * components using `useSuspenseQuery` / `throwOnError` fetch again.
 */
export function LocalErrorBoundary({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: BoundaryProps['fallback'];
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} fallback={fallback}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
