import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { loginPath } from '@/lib/next-path';

interface LoginRequiredMessageProps {
  title: string;
  text: string;
  /** The sign-in link's label. */
  action: string;
  /** The tab title, when the message stands for a whole page. */
  documentTitle?: string;
}

/**
 * 'Giriş Gerekli' for member-only screens: a link to /login that brings the member back to this
 * page (path and query) after signing in (`?next=`).
 */
export function LoginRequiredMessage({ title, text, action, documentTitle }: LoginRequiredMessageProps) {
  const { pathname, search } = useLocation();
  return (
    <PageMessage icon={LogIn} title={title} text={text} to={loginPath(pathname + search)} action={action} documentTitle={documentTitle} />
  );
}
