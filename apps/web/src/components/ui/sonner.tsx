import { Toaster as Sonner, type ToasterProps } from 'sonner';
// Also ship sonner's styles in our CSS bundle: its run-time <style> injection may be blocked
// by a strict CSP, and then these keep toasts styled.
import 'sonner/dist/styles.css';
import { useTheme } from '@/hooks/use-theme';

export { toast } from 'sonner';

/** App-wide toasts: rich colours, top-right, at most three visible (spec core §9). */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      position="top-right"
      visibleToasts={3}
      closeButton
      offset={{ top: 'calc(var(--header-height) + 0.5rem)' }}
      mobileOffset={{ top: 'calc(var(--header-height) + 0.5rem)' }}
      toastOptions={{ className: 'font-sans' }}
      {...props}
    />
  );
}
