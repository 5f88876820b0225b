import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatSalePrice } from '@/lib/format';
import { garageHashtags } from './garage-text';

describe('garage text helpers', () => {
  it('makes hashtags from the first three words of the name', () => {
    expect(garageHashtags('  Gece Mavisi   E36 Pist Aracı')).toEqual(['#Gece', '#Mavisi', '#E36']);
    expect(garageHashtags('Şimşek!')).toEqual(['#Şimşek']);
  });

  it('shows plain lira amounts through Intl and other text as written', () => {
    expect(formatSalePrice('1.250.000 TL')).toBe('₺1.250.000');
    expect(formatSalePrice('850000')).toBe('₺850.000');
    expect(formatSalePrice('Pazarlık payı var')).toBe('Pazarlık payı var');
  });

  it('formats price range codes in lira', () => {
    expect(formatPriceRange('50k-100k')).toBe('₺50.000 – ₺100.000');
    expect(formatPriceRange('500k+')).toBe('₺500.000+');
    expect(formatPriceRange('weird')).toBe('weird');
  });
});
