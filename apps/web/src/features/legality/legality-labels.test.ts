/**
 * Every category of the shared legality table has a label in both languages'
 * `legality` namespace (the garage form's select and the guide show them), and no label is left
 * for a category the table no longer has.
 */
import { LEGALITY_CATEGORY_IDS, LEGALITY_STATUSES } from '@garaj/shared';
import { describe, expect, it } from 'vitest';

interface LegalityLocale {
  status: Record<string, string>;
  categories: Record<string, string>;
  disclaimer: string;
  page: { title: string };
}

// The files themselves, as translators edit them (not through i18next).
const files = import.meta.glob<LegalityLocale>('../../locales/*/legality.json', { eager: true, import: 'default' });
const fileOf = (language: string) => {
  const file = files[`../../locales/${language}/legality.json`];
  if (!file) throw new Error(`no ${language}/legality.json`);
  return file;
};
const tr = fileOf('tr');
const en = fileOf('en');

describe.each([
  ['tr', tr],
  ['en', en],
] as const)('legality labels (%s)', (_language, file) => {
  const categories = file.categories;
  const statuses = file.status;

  it('name every category of the table, and only those', () => {
    for (const id of LEGALITY_CATEGORY_IDS) expect(categories[id]?.trim(), id).toBeTruthy();
    expect(Object.keys(categories).sort()).toEqual([...LEGALITY_CATEGORY_IDS].sort());
  });

  it('name every status', () => {
    for (const status of LEGALITY_STATUSES) expect(statuses[status]?.trim(), status).toBeTruthy();
  });

  it('have distinct category labels', () => {
    expect(new Set(Object.values(categories)).size).toBe(Object.keys(categories).length);
  });
});

describe('the Turkish texts', () => {
  it('use the product wording for the statuses and the disclaimer', () => {
    expect(tr.status).toEqual({ allowed: 'İzinli', project: 'Tadilat projesi ve muayene gerekir', forbidden: 'Yasak' });
    expect(tr.disclaimer).toMatch(/^Bu tablo bilgilendirme amaçlıdır, hukuki tavsiye değildir\./);
    expect(tr.page.title).toBe('Modifiye ve Muayene Rehberi');
  });
});
