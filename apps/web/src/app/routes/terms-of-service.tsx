import { LegalDocument } from '@/features/legal/components/legal-document';

export function Component() {
  return <LegalDocument document="terms" />;
}
Component.displayName = 'TermsOfServicePage';
