import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MODIFICATION_CATEGORIES,
  modificationInput,
} from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ModificationDraft } from '../garage-form-values';
import { FormField } from '@/components/form-field';
import { getFieldMessage } from '@/lib/error-message';
import { OptionSelect } from '../option-select';

interface ModificationFormValues {
  title: string;
  category: string;
  brand: string;
  cost: string;
  installedOn: string;
  note: string;
}

/** A checked modification (the shared schema's output). */
export type ModificationData = ReturnType<typeof modificationInput.parse>;

/** Same schema as the server; the form holds strings, hence the cast. */
const resolver = zodResolver(modificationInput) as unknown as Resolver<
  ModificationFormValues,
  unknown,
  ModificationData
>;

interface ModificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The modification to edit; none to add a new one. */
  modification?: ModificationDraft | null;
  /** Gets the checked values; the garage form saves them with the garage. */
  onSave: (data: ModificationData) => void;
}

/**
 * Add or edit one modification in a dialog (docs/product.md, Modifications). Nothing is sent
 * here: the values go into the garage form, saved with the garage.
 */
export function ModificationDialog({ open, onOpenChange, modification, onSave }: ModificationDialogProps) {
  const { t } = useTranslation('garageForm');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(modification ? 'mods.editTitle' : 'mods.addTitle')}</DialogTitle>
          <DialogDescription>{t('mods.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from the right values. */}
        {open ? (
          <ModificationForm
            modification={modification ?? null}
            onSave={(data) => {
              onSave(data);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ModificationForm({
  modification,
  onSave,
  onCancel,
}: {
  modification: ModificationDraft | null;
  onSave: (data: ModificationData) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['garageForm', 'common', 'errors']);
  const { control, register, handleSubmit, formState } = useForm<
    ModificationFormValues,
    unknown,
    ModificationData
  >({
    resolver,
    defaultValues: {
      title: modification?.title ?? '',
      category: modification?.category ?? '',
      brand: modification?.brand ?? '',
      cost:
        modification?.cost === null || modification?.cost === undefined
          ? ''
          : String(modification.cost),
      installedOn: modification?.installedOn ?? '',
      note: modification?.note ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.stopPropagation(); // never reaches a surrounding form through the portal
        void handleSubmit(onSave)(event);
      }}
      className="grid gap-4"
    >
      <FormField
        id="mod-title"
        label={t('mods.fields.title')}
        error={getFieldMessage(errors.title?.message, t)}
        required
      >
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            placeholder={t('mods.placeholders.title')}
            maxLength={120}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="mod-category"
          label={t('mods.fields.category')}
          error={getFieldMessage(errors.category?.message, t)}
          required
        >
          {(field) => (
            <Controller
              control={control}
              name="category"
              render={({ field: { value, onChange } }) => (
                <OptionSelect
                  {...field}
                  required
                  value={value}
                  onChange={onChange}
                  options={MODIFICATION_CATEGORIES}
                  labelOf={(category) => t(`categories.${category}`)}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="mod-brand" label={t('mods.fields.brand')} error={getFieldMessage(errors.brand?.message, t)}>
          {(field) => (
            <Input
              {...field}
              {...register('brand')}
              placeholder={t('mods.placeholders.brand')}
              maxLength={80}
            />
          )}
        </FormField>
        <FormField id="mod-cost" label={t('mods.fields.cost')} error={getFieldMessage(errors.cost?.message, t)}>
          {(field) => (
            <Input
              {...field}
              {...register('cost')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField
          id="mod-date"
          label={t('mods.fields.installedOn')}
          error={getFieldMessage(errors.installedOn?.message, t)}
        >
          {(field) => <Input {...field} {...register('installedOn')} type="date" />}
        </FormField>
      </div>
      <FormField id="mod-note" label={t('mods.fields.note')} error={getFieldMessage(errors.note?.message, t)}>
        {(field) => <Textarea {...field} {...register('note')} rows={3} maxLength={1000} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t(modification ? 'mods.apply' : 'mods.addToList')}
        </Button>
      </DialogFooter>
    </form>
  );
}
