import { describe, expect, it } from 'vitest';

type Strings = Record<string, Record<string, unknown>>;
const files = import.meta.glob<Strings>('./*/{garageForm,garages}.json', { eager: true, import: 'default' });
const trForm = files['./tr/garageForm.json']!;
const enForm = files['./en/garageForm.json']!;
const trGarages = files['./tr/garages.json']!;
const enGarages = files['./en/garages.json']!;

/**
 * One spelling for one term: the garage form (garageForm.json) and the garage
 * screens (garages.json) name the same option the same way; the form may add the short code
 * in brackets ('Önden Çekiş (FWD)').
 */
const PAIRS = [
  ['modificationTypes', 'modificationTypes'],
  ['fuelTypes', 'fuel'],
  ['transmissions', 'transmission'],
  ['drivetrains', 'drivetrain'],
  ['categories', 'modCategory'],
] as const;

const stripCode = (label: string) => label.replace(/\s*\([A-Z]{2,4}\)$/, '');

describe.each([
  ['tr', trForm, trGarages],
  ['en', enForm, enGarages],
])('terms in %s', (_language, form, garages) => {
  it.each(PAIRS)('form %s and detail %s use the same words', (formGroup, detailGroup) => {
    const formLabels = form[formGroup] as Record<string, string>;
    const detailLabels = garages[detailGroup] as Record<string, string>;
    for (const [key, label] of Object.entries(formLabels)) {
      expect(stripCode(label), `${formGroup}.${key}`).toBe(detailLabels[key]);
    }
  });
});

describe('units in Turkish', () => {
  it('write speeds as km/sa, never km/s', () => {
    const all = JSON.stringify([trForm, trGarages]);
    expect(all).not.toMatch(/km\/s(?!a)/);
    expect(trGarages.units?.kmh).toBe('km/sa');
    expect(trForm.fields?.topSpeed).toContain('km/sa');
  });

  it('have no hand-written TL amounts for the price ranges (one formatter: lib/format.ts)', () => {
    expect(JSON.stringify(trForm)).not.toMatch(/\d TL/);
  });
});

const trFiles = import.meta.glob<Strings>('./tr/*.json', { eager: true, import: 'default' });

describe('Turkish capitals', () => {
  // A word whose lower case starts with a dotted i starts with a dotted İ in capitals
  // ('işlendi' → 'İşlendi', 'iptal' → 'İptal'); a dotless I there spells another word.
  const WRONG_CAPITAL_I = /(?<![\p{L}])I(şl|ş(?![\p{L}])|çin|çeri|ptal|leri|letiş|ndir|ncele|statist|zin|sim|lan|mza|yi|lk|nce|nternet)\p{L}*/gu;

  it.each(Object.keys(trFiles))('%s writes İ, not I, at the start of i-words', (file) => {
    expect(JSON.stringify(trFiles[file]).match(WRONG_CAPITAL_I) ?? []).toEqual([]);
  });
});
