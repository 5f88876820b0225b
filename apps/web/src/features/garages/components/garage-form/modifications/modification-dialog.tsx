import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MODIFICATION_CATEGORIES,
  modificationInput,
  type Modification,
  type ModificationInput,
} from '@garaj/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useCreateModification } from '../../../api/create-modification';
import { useUpdateModification } from '../../../api/update-modification';
import { FormField } from '../form-field';
import { OptionSelect } from '../option-select';

interface ModificationFormValues {
  title: string;
  category: string;
  brand: string;
  cost: string;
  installedOn: string;
  note: string;
}

type ModificationData = ReturnType<typeof modificationInput.parse>;

/** Same schema as the server; the form holds strings, hence the cast. */
const resolver = zodResolver(modificationInput) as unknown as Resolver<
  ModificationFormValues,
  unknown,
  ModificationData
>;
const FIELDS = new Set(['title', 'category', 'brand', 'cost', 'installedOn', 'note']);

interface ModificationDialogProps {
  garageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The modification to edit; none to add a new one. */
  modification?: Modification | null;
}

/** Add or edit one modification in a dialog (PRODUCT.md Modifications tab). */
export function ModificationDialog({
  garageId,
  open,
  onOpenChange,
  modification,
}: ModificationDialogProps) {
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
            garageId={garageId}
            modification={modification ?? null}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ModificationForm({
  garageId,
  modification,
  onDone,
}: {
  garageId: string;
  modification: Modification | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['garageForm', 'common', 'errors']);
  const createModification = useCreateModification();
  const updateModification = useUpdateModification();
  const { control, register, handleSubmit, setError, formState } = useForm<
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

  const onValid = async (data: ModificationData) => {
    const input: ModificationInput = data;
    try {
      if (modification) await updateModification.mutateAsync({ id: modification.id, input });
      else await createModification.mutateAsync({ garageId, input });
    } catch (error) {
      let first = true;
      for (const [path, code] of Object.entries(isApiError(error) ? (error.fields ?? {}) : {})) {
        if (!FIELDS.has(path)) continue;
        setError(
          path as FieldPath<ModificationFormValues>,
          { type: 'server', message: code },
          { shouldFocus: first },
        );
        first = false;
      }
      toast.error(t('mods.saveError'), { description: getErrorMessage(error, t) });
      return;
    }
    toast.success(t(modification ? 'mods.updated' : 'mods.created'));
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.stopPropagation(); // never reaches a surrounding form through the portal
        void handleSubmit(onValid, () => toast.error(t('errors:VALIDATION_FAILED')))(event);
      }}
      className="grid gap-4"
    >
      <FormField
        id="mod-title"
        label={t('mods.fields.title')}
        error={errors.title?.message}
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
          error={errors.category?.message}
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
        <FormField id="mod-brand" label={t('mods.fields.brand')} error={errors.brand?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('brand')}
              placeholder={t('mods.placeholders.brand')}
              maxLength={80}
            />
          )}
        </FormField>
        <FormField id="mod-cost" label={t('mods.fields.cost')} error={errors.cost?.message}>
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
          error={errors.installedOn?.message}
        >
          {(field) => <Input {...field} {...register('installedOn')} type="date" />}
        </FormField>
      </div>
      <FormField id="mod-note" label={t('mods.fields.note')} error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={3} maxLength={1000} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('mods.saving') : t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
