import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CAR_BRANDS, LISTING_SORTS, MOTORCYCLE_BRANDS, PROVINCES, foldTurkishCase } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchSubmitButton } from '@/components/search-submit-button';

/** Makes of cars and motorcycles, each name once, with every model known under it. */
const BRANDS: { name: string; models: string[] }[] = [];
for (const brand of [...CAR_BRANDS, ...MOTORCYCLE_BRANDS]) {
  const known = BRANDS.find((b) => b.name === brand.name);
  if (known) known.models = [...new Set([...known.models, ...brand.models])];
  else BRANDS.push({ name: brand.name, models: [...brand.models] });
}

/** The query string of a submitted filter form: the fields that hold a value (empty ones mean "any"). */
export function filterQueryString(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string' && value.trim() !== '' && !(name === 'sort' && value === 'newest')) params.append(name, value.trim());
  }
  return params.toString();
}

interface ListingFiltersProps {
  /** The address's query string values (what the fields show). */
  values: URLSearchParams;
}

/**
 * The listing search's filters: one GET form to `/listings` — make, model, year and price
 * ranges, highest km, city, trade-in, sold ones, sort and the text query. Before the script
 * runs (or without it) 'Ara' loads the filtered page from the server; once hydrated the same
 * submit navigates in the app with only the filled fields, and the sort applies at once.
 */
export function ListingFilters({ values }: ListingFiltersProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const navigate = useNavigate();
  const [make, setMake] = useState(values.get('make') ?? '');
  const models = useMemo(() => BRANDS.find((b) => foldTurkishCase(b.name) === foldTurkishCase(make.trim()))?.models ?? [], [make]);
  const text = (name: string) => values.get(name) ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = filterQueryString(event.currentTarget);
    void navigate(query ? `/listings?${query}` : '/listings');
  };
  const numberField = (name: string, max?: number) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{t(`filters.${name}`)}</Label>
      <Input id={`${id}-${name}`} name={name} inputMode="numeric" pattern="[0-9.]*" defaultValue={text(name)} autoComplete="off" maxLength={max ?? 13} />
    </div>
  );

  return (
    <form role="search" aria-label={t('filters.label')} method="get" action="/listings" onSubmit={onSubmit} className="grid gap-4 rounded-xl border bg-card p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{t('filters.q')}</Label>
        <div className="flex gap-2">
          <Input id={`${id}-q`} type="search" name="q" defaultValue={text('q')} placeholder={t('filters.qPlaceholder')} maxLength={200} autoComplete="off" enterKeyHint="search" />
          <SearchSubmitButton />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-make`}>{t('filters.make')}</Label>
          <Input id={`${id}-make`} name="make" list={`${id}-makes`} value={make} onChange={(event) => setMake(event.target.value)} autoComplete="off" maxLength={60} />
          <datalist id={`${id}-makes`}>
            {BRANDS.map((brand) => (
              <option key={brand.name} value={brand.name} />
            ))}
          </datalist>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-model`}>{t('filters.model')}</Label>
          <Input id={`${id}-model`} name="model" list={`${id}-models`} defaultValue={text('model')} autoComplete="off" maxLength={60} />
          <datalist id={`${id}-models`}>
            {models.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </div>
        {numberField('yearMin', 4)}
        {numberField('yearMax', 4)}
        {numberField('priceMin')}
        {numberField('priceMax')}
        {numberField('kmMax', 9)}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-city`}>{t('filters.city')}</Label>
          <NativeSelect id={`${id}-city`} name="city" defaultValue={text('city')}>
            <option value="">{t('filters.anyCity')}</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox name="tradeIn" value="true" defaultChecked={values.get('tradeIn') === 'true'} />
            {t('filters.tradeIn')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox name="includeSold" value="true" defaultChecked={values.get('includeSold') === 'true'} />
            {t('filters.includeSold')}
          </label>
        </div>
        <div className="grid min-w-48 gap-1.5">
          <Label htmlFor={`${id}-sort`}>{t('filters.sort')}</Label>
          <NativeSelect id={`${id}-sort`} name="sort" defaultValue={text('sort') || 'newest'} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </form>
  );
}
