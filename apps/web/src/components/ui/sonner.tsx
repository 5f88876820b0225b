import { Toaster as Sonner, type ToasterProps } from 'sonner';
// Also ship sonner's styles in our CSS bundle: its run-time <style> injection may be blocked
// by a strict CSP, and then these keep toasts styled.
import 'sonner/dist/styles.css';
import { useTheme } from '@/hooks/use-theme';

export { toast } from 'sonner';

/**
 * App-wide toasts: rich colours, at most three visible. Bottom-right (full width
 * at the bottom on phones): the top of the page, under the fixed header, holds page controls —
 * the profile's follow, message and edit buttons — that a toast there would cover.
 */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      position="bottom-right"
      visibleToasts={3}
      closeButton
      toastOptions={{ className: 'font-sans' }}
      {...props}
    />
  );
}
