import { useState } from 'react';
import { Plus, Wrench } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormSection } from '../form-section';
import type { GarageFormValues, ModificationDraft } from '../garage-form-values';
import { ModificationDialog, type ModificationDialogResult } from './modification-dialog';
import { ModificationItem } from './modification-item';

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/**
 * The garage's modifications inside the create and edit forms: add, edit and remove
 * change the form only; they are saved with the garage by the form's save button and dropped by
 * 'İptal' (the section says so).
 */
export function ModificationsSection() {
  const { t } = useTranslation('garageForm');
  const { control } = useFormContext<GarageFormValues>();
  const { field } = useController({ control, name: 'modifications' });
  const modifications = field.value;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<ModificationDraft | null>(null);

  const openDialog = (modification: ModificationDraft | null) => {
    setEditing(modification);
    setDialogOpen(true);
  };
  const save = (data: ModificationDialogResult) => {
    field.onChange(
      editing
        ? modifications.map((m) => (m.key === editing.key ? { ...m, ...data } : m))
        : [...modifications, { ...data, key: newKey() }],
    );
  };
  const remove = (key: string) => field.onChange(modifications.filter((m) => m.key !== key));

  const addButton = (
    <Button type="button" variant="outline" onClick={() => openDialog(null)}>
      <Plus aria-hidden="true" />
      {t('mods.add')}
    </Button>
  );

  return (
    <FormSection id="garage-modifications" title={t('mods.title')} description={t('mods.formDescription')}>
      {modifications.length === 0 ? (
        <EmptyState icon={Wrench} headingLevel={3} title={t('mods.empty')} description={t('mods.emptyHint')} action={addButton} />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3" aria-live="polite">
            {modifications.map((modification) => (
              <ModificationItem
                key={modification.key}
                modification={modification}
                onEdit={() => openDialog(modification)}
                onRemove={() => remove(modification.key)}
              />
            ))}
          </ul>
          <div className="flex justify-end">{addButton}</div>
        </div>
      )}
      <ModificationDialog open={dialogOpen} onOpenChange={setDialogOpen} modification={editing} onSave={save} />
    </FormSection>
  );
}
