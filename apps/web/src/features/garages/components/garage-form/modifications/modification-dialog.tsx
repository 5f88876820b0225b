import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODIFICATION_CATEGORIES, type DocumentRef } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ModificationDraft } from '../garage-form-values';
import { FormField } from '@/components/form-field';
import { getFieldMessage } from '@/lib/error-message';
import { OptionSelect } from '../option-select';
import { DynoSheetField } from './dyno-sheet-field';
import { ModificationBuildFields, ModificationMeasurements } from './modification-build-fields';
import {
  hasMeasurements,
  modificationResolver,
  toModificationFormValues,
  type ModificationData,
  type ModificationDialogResult,
  type ModificationFormValues,
} from './modification-form-values';

export type { ModificationData, ModificationDialogResult };

interface ModificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The modification to edit; none to add a new one. */
  modification?: ModificationDraft | null;
  /** Gets the checked values and the dyno sheet; the garage form saves them with the garage. */
  onSave: (data: ModificationDialogResult) => void;
}

/**
 * Add or edit one modification in a dialog (docs/product.md, Modifications; the build log's
 * fields, decision 023). Nothing is sent here but a dyno sheet's upload: the values go into the
 * garage form, saved with the garage.
 */
export function ModificationDialog({ open, onOpenChange, modification, onSave }: ModificationDialogProps) {
  const { t } = useTranslation('garageForm');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] p-4 sm:max-w-xl sm:p-6">
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
  onSave: (data: ModificationDialogResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['garageForm', 'common', 'errors', 'buildLog']);
  const [defaultValues] = useState(() => toModificationFormValues(modification));
  const form = useForm<ModificationFormValues, unknown, ModificationData>({ resolver: modificationResolver, defaultValues });
  const { control, register, handleSubmit, formState, setValue } = form;
  const { errors, isSubmitting } = formState;
  const [dynoSheet, setDynoSheet] = useState<DocumentRef | null>(modification?.dynoSheet ?? null);
  const [uploading, setUploading] = useState(false);

  const changeDynoSheet = (next: DocumentRef | null) => {
    setDynoSheet(next);
    setValue('dynoSheetId', next?.id ?? '', { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation(); // never reaches a surrounding form through the portal
          if (uploading) {
            event.preventDefault();
            return;
          }
          void handleSubmit((data) =>
            onSave({ ...data, shopName: data.doneBy === 'shop' ? data.shopName : null, dynoSheet: data.dynoSheetId ? dynoSheet : null }),
          )(event);
        }}
        className="grid min-w-0 gap-4"
      >
        <FormField id="mod-title" label={t('mods.fields.title')} error={getFieldMessage(errors.title?.message, t)} required>
          {(field) => <Input {...field} {...register('title')} placeholder={t('mods.placeholders.title')} maxLength={120} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="mod-category" label={t('mods.fields.category')} error={getFieldMessage(errors.category?.message, t)} required>
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
            {(field) => <Input {...field} {...register('brand')} placeholder={t('mods.placeholders.brand')} maxLength={80} />}
          </FormField>
          <FormField id="mod-cost" label={t('mods.fields.cost')} error={getFieldMessage(errors.cost?.message, t)}>
            {(field) => <Input {...field} {...register('cost')} type="number" inputMode="numeric" min={0} step={1} />}
          </FormField>
          <FormField id="mod-date" label={t('mods.fields.installedOn')} error={getFieldMessage(errors.installedOn?.message, t)}>
            {(field) => <Input {...field} {...register('installedOn')} type="date" />}
          </FormField>
        </div>
        <ModificationBuildFields />
        <ModificationMeasurements defaultOpen={hasMeasurements(defaultValues)}>
          <DynoSheetField
            value={dynoSheet}
            onChange={changeDynoSheet}
            onUploadingChange={setUploading}
            error={getFieldMessage(errors.dynoSheetId?.message, t)}
          />
        </ModificationMeasurements>
        <FormField id="mod-note" label={t('mods.fields.note')} error={getFieldMessage(errors.note?.message, t)}>
          {(field) => <Textarea {...field} {...register('note')} rows={3} maxLength={1000} />}
        </FormField>
        {uploading ? <p className="text-sm text-muted-foreground">{t('buildLog:mod.dynoSheetUploadingBlocked')}</p> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || uploading}>
            {t(modification ? 'mods.apply' : 'mods.addToList')}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
