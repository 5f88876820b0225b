import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';

/** A listing's price as shown: `₺1.250.000`, or 'Fiyat sorunuz' when it has none. */
export function usePriceText() {
  const { t } = useTranslation('listings');
  return (priceTl: number | null) => (priceTl === null ? t('card.priceOnRequest') : formatCurrency(priceTl));
}
