import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';

interface BackButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> {
  /** Where to go when there is no earlier page in this tab (opened from a link elsewhere). */
  fallback?: string;
}

/** 'Geri Dön': the previous page in this tab, else `fallback`. */
export function BackButton({ fallback = '/', variant = 'outline', ...props }: BackButtonProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const goBack = () => {
    // React Router keeps the index of the current entry in history.state.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button variant={variant} onClick={goBack} {...props}>
      <ArrowLeft aria-hidden="true" />
      {t('actions.back')}
    </Button>
  );
}
