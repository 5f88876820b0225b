/** The three legal pages (privacy, terms, cookies). Texts: src/locales/<lang>/legal.json. */
export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

export const LEGAL_DOCUMENTS: readonly { id: LegalDocumentId; path: string }[] = [
  { id: 'privacy', path: '/privacy-policy' },
  { id: 'terms', path: '/terms-of-service' },
  { id: 'cookies', path: '/cookie-policy' },
];

/** Date shown as 'Son güncelleme'; change it whenever a legal text changes. */
export const LEGAL_UPDATED_AT = '2026-11-27';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  table?: { caption: string; headers: string[]; rows: string[][] };
  closing?: string[];
}
