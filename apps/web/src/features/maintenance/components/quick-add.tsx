import { useTranslation } from 'react-i18next';
import { MAINTENANCE_CATEGORIES, type MaintenanceCategory } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { CATEGORY_ICONS } from './category-icon';

/** Quick-add category buttons: each opens the add form with its category chosen. */
export function QuickAdd({ onPick }: { onPick: (category: MaintenanceCategory) => void }) {
  const { t } = useTranslation('maintenance');
  return (
    <section aria-labelledby="quick-add-heading" className="grid gap-2">
      <div>
        <h2 id="quick-add-heading" className="font-semibold">
          {t('quickAdd.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('quickAdd.hint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {MAINTENANCE_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <Button key={category} variant="outline" size="sm" onClick={() => onPick(category)}>
              <Icon aria-hidden="true" />
              {t(`categories.${category}`)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
