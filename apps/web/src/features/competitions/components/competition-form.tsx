import { useState } from 'react';
import {
  COMPETITION_CATEGORIES,
  COMPETITION_DESCRIPTION_MAX,
  COMPETITION_PRIZE_MAX,
  COMPETITION_TITLE_MAX,
  MAX_COMPETITION_PARTICIPANTS,
  MAX_COMPETITION_RULES,
  competitionInput,
  type CompetitionDetail,
  type CompetitionInput,
} from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type EditFormProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { useUploadsInProgress } from '@/hooks/use-uploads-in-progress';
import { SelectField } from '@/components/select-field';
import { imageItemFromView, type ImageUploadItem } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';

/** What the form holds: the body's fields as typed (dates as `datetime-local` text, rules one per line). */
export interface CompetitionFormValues {
  title: string;
  description: string;
  category: string;
  startsAt: string;
  endsAt: string;
  maxParticipants: string;
  prize: string;
  rules: string;
  image: ImageUploadItem[];
  /** English texts, optional (left empty: English readers see the Turkish ones). */
  titleEn: string;
  descriptionEn: string;
  prizeEn: string;
  rulesEn: string;
}
type Field = keyof CompetitionFormValues;
const FIELDS: Field[] = ['title', 'description', 'category', 'startsAt', 'endsAt', 'maxParticipants', 'prize', 'rules', 'image', 'titleEn', 'descriptionEn', 'prizeEn', 'rulesEn'];

const rulesOf = (text: string) => text.split('\n').map((rule) => rule.trim()).filter(Boolean);

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as `datetime-local` text in this device's time zone (`2026-05-01T14:00`). */
export function toLocalInput(value: Date | string): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** `datetime-local` text (this device's zone) as an ISO instant; '' when empty or invalid. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

/** The request body from the form's values (the server checks everything again). */
export function toCompetitionInput(values: CompetitionFormValues): CompetitionInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category as CompetitionInput['category'],
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    maxParticipants: values.maxParticipants.trim() === '' ? Number.NaN : Number(values.maxParticipants),
    prize: values.prize,
    rules: rulesOf(values.rules),
    imageId: values.image[0]?.imageId ?? null,
    titleEn: values.titleEn,
    descriptionEn: values.descriptionEn,
    prizeEn: values.prizeEn,
    rulesEn: rulesOf(values.rulesEn),
  };
}

function initialValues(competition?: CompetitionDetail): CompetitionFormValues {
  if (competition) {
    // The stored texts of both languages (an admin's `texts`), not the ones translated for reading.
    const texts = competition.texts;
    return {
      title: texts?.title ?? competition.title,
      description: texts?.description ?? competition.description,
      category: competition.category,
      startsAt: toLocalInput(competition.startsAt),
      endsAt: toLocalInput(competition.endsAt),
      maxParticipants: String(competition.maxParticipants),
      prize: texts?.prize ?? competition.prize,
      rules: (texts?.rules ?? competition.rules).join('\n'),
      image: competition.image ? [imageItemFromView(competition.image)] : [],
      titleEn: texts?.titleEn ?? '',
      descriptionEn: texts?.descriptionEn ?? '',
      prizeEn: texts?.prizeEn ?? '',
      rulesEn: (texts?.rulesEn ?? []).join('\n'),
    };
  }
  const start = new Date();
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { title: '', description: '', category: '', startsAt: toLocalInput(start), endsAt: toLocalInput(end), maxParticipants: '100', prize: '', rules: '', image: [], titleEn: '', descriptionEn: '', prizeEn: '', rulesEn: '' };
}

/** The form's field for a server or schema path (`endsAt`, `rules.3`, `imageId`). */
function fieldOf(path: string): Field | null {
  const head = path.split('.')[0];
  if (head === 'imageId') return 'image';
  return FIELDS.includes(head as Field) ? (head as Field) : null;
}

export type CompetitionFormProps = EditFormProps<CompetitionDetail, CompetitionInput>;

/**
 * Create / edit a competition (admins): title, description,
 * category, start and end, maximum participants, prize, rules (one a line), image. Checked with
 * the server's own schema before sending (end after start, 1–10,000 participants, ≤ 12 rules);
 * the server's field refusals come back on the fields, nothing typed is lost.
 */
export function CompetitionForm({ initial, onSubmit, onCancel }: CompetitionFormProps) {
  const { t } = useTranslation(['competitions', 'errors']);
  const [defaultValues] = useState(() => initialValues(initial));
  const form = useForm<CompetitionFormValues>({ defaultValues });
  const [uploads, onUploadingChange] = useUploadsInProgress();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);
  const busy = saving || uploads > 0;

  const placeErrors = (fields: Record<string, string>) => applyFieldErrors(fields, form.setError, fieldOf);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    form.clearErrors();
    const input = toCompetitionInput(values);
    const checked = competitionInput.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        fields[path] ??= issue.message;
      }
      placeErrors(fields);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (isApiError(error) && error.fields) placeErrors(error.fields);
      setFormError(getErrorMessage(error, t));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6" aria-busy={busy}>
      <FormField id="competition-title" label={t('form.title')} error={message(errors.title?.message)}>
        {(control) => <Input {...control} maxLength={COMPETITION_TITLE_MAX} autoComplete="off" {...form.register('title')} />}
      </FormField>

      <FormField id="competition-description" label={t('form.description')} error={message(errors.description?.message)}>
        {(control) => <Textarea {...control} rows={4} maxLength={COMPETITION_DESCRIPTION_MAX} {...form.register('description')} />}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          id="competition-category"
          label={t('form.category')}
          error={message(errors.category?.message)}
          control={form.control}
          name="category"
          options={COMPETITION_CATEGORIES}
          optionLabel={(category) => t(`categories.${category}`)}
          placeholder={t('form.categoryPlaceholder')}
          disabled={saving}
        />
        <FormField id="competition-max" label={t('form.maxParticipants')} error={message(errors.maxParticipants?.message)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={MAX_COMPETITION_PARTICIPANTS} step={1} {...form.register('maxParticipants')} />}
        </FormField>
        <FormField id="competition-starts" label={t('form.startsAt')} hint={t('form.datesHint')} error={message(errors.startsAt?.message)}>
          {(control) => <Input {...control} type="datetime-local" {...form.register('startsAt')} />}
        </FormField>
        <FormField id="competition-ends" label={t('form.endsAt')} error={message(errors.endsAt?.message)}>
          {(control) => <Input {...control} type="datetime-local" {...form.register('endsAt')} />}
        </FormField>
      </div>

      <FormField id="competition-prize" label={t('form.prize')} error={message(errors.prize?.message)}>
        {(control) => <Input {...control} maxLength={COMPETITION_PRIZE_MAX} placeholder={t('form.prizePlaceholder')} autoComplete="off" {...form.register('prize')} />}
      </FormField>

      <FormField id="competition-rules" label={t('form.rules')} hint={t('form.rulesHint', { max: MAX_COMPETITION_RULES })} error={message(errors.rules?.message)}>
        {(control) => <Textarea {...control} rows={5} {...form.register('rules')} />}
      </FormField>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t('form.english')}</legend>
        <p className="text-sm text-muted-foreground">{t('form.englishHint')}</p>
        <FormField id="competition-title-en" label={t('form.titleEn')} error={message(errors.titleEn?.message)}>
          {(control) => <Input {...control} lang="en" maxLength={COMPETITION_TITLE_MAX} autoComplete="off" {...form.register('titleEn')} />}
        </FormField>
        <FormField id="competition-description-en" label={t('form.descriptionEn')} error={message(errors.descriptionEn?.message)}>
          {(control) => <Textarea {...control} lang="en" rows={3} maxLength={COMPETITION_DESCRIPTION_MAX} {...form.register('descriptionEn')} />}
        </FormField>
        <FormField id="competition-prize-en" label={t('form.prizeEn')} error={message(errors.prizeEn?.message)}>
          {(control) => <Input {...control} lang="en" maxLength={COMPETITION_PRIZE_MAX} autoComplete="off" {...form.register('prizeEn')} />}
        </FormField>
        <FormField id="competition-rules-en" label={t('form.rulesEn')} error={message(errors.rulesEn?.message)}>
          {(control) => <Textarea {...control} lang="en" rows={4} {...form.register('rulesEn')} />}
        </FormField>
      </fieldset>

      <ImageUploadField
        control={form.control}
        name="image"
        id="competition-image"
        label={t('form.image')}
        error={message(errors.image?.message)}
        purpose="competition"
        disabled={saving}
        onUploadingChange={onUploadingChange}
      />

      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {saving ? t('form.saving') : initial ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
