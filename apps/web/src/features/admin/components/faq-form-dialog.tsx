import { useState } from 'react';
import { HELP_FAQ_CATEGORIES, helpFaqInput, type AdminHelpFaq, type HelpFaqInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { adminKeys } from '../api/query-keys';
import { saveFaq } from '../api/save-faq';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { schemaResolver } from '../utils/schema-resolver';

interface FaqFormValues {
  category: string;
  question: string;
  answer: string;
  questionEn: string;
  answerEn: string;
  position: string;
}

const toFaqInput = (values: FaqFormValues): HelpFaqInput => ({
  category: values.category as HelpFaqInput['category'],
  question: values.question,
  answer: values.answer,
  questionEn: values.questionEn,
  answerEn: values.answerEn,
  position: values.position.trim() === '' ? 0 : Number(values.position),
});
const resolver = schemaResolver<FaqFormValues>(helpFaqInput, toFaqInput);

interface FaqFormDialogProps {
  /** The entry to edit, `null` for a new one; open while not `undefined`. */
  faq: AdminHelpFaq | null | undefined;
  onClose: () => void;
}

/** Create or edit a help FAQ entry (admins): category, question and answer (English optional), position in its category. */
export function FaqFormDialog({ faq, onClose }: FaqFormDialogProps) {
  const { t } = useTranslation('admin');
  const open = faq !== undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{faq ? t('help.editTitle') : t('help.createTitle')}</DialogTitle>
          <DialogDescription>{t('help.formDescription')}</DialogDescription>
        </DialogHeader>
        {open ? <FaqForm key={faq?.id ?? 'new'} faq={faq} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FaqForm({ faq, onDone }: { faq: AdminHelpFaq | null; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors', 'help']);
  const form = useForm<FaqFormValues>({
    defaultValues: {
      category: faq?.category ?? '',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      questionEn: faq?.questionEn ?? '',
      answerEn: faq?.answerEn ?? '',
      position: String(faq?.position ?? 0),
    },
    resolver,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminMutation({ mutationFn: saveFaq, invalidate: [adminKeys.faqs(), ['help']], onSuccess: onDone, silentError: true });
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: faq?.id, input: toFaqInput(values) });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, code] of Object.entries(error.fields)) {
          if (field === 'category' || field === 'question' || field === 'answer' || field === 'questionEn' || field === 'answerEn' || field === 'position') {
            form.setError(field, { message: code });
          }
        }
      }
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={save.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="faq-category"
          label={t('admin:help.fields.category')}
          error={message(errors.category?.message)}
          control={form.control}
          name="category"
          options={HELP_FAQ_CATEGORIES}
          optionLabel={(category) => t(`help:categories.${category}`)}
          placeholder={t('admin:help.fields.categoryPlaceholder')}
        />
        <FormField id="faq-position" label={t('admin:help.fields.position')} hint={t('admin:help.fields.positionHint')} error={message(errors.position?.message)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('position')} />}
        </FormField>
      </div>
      <FormField id="faq-question" label={t('admin:help.fields.question')} error={message(errors.question?.message)}>
        {(control) => <Input {...control} maxLength={300} autoComplete="off" {...form.register('question')} />}
      </FormField>
      <FormField id="faq-answer" label={t('admin:help.fields.answer')} error={message(errors.answer?.message)}>
        {(control) => <Textarea {...control} rows={6} maxLength={4000} {...form.register('answer')} />}
      </FormField>
      <FormField id="faq-question-en" label={t('admin:help.fields.questionEn')} hint={t('admin:help.fields.englishHint')} error={message(errors.questionEn?.message)}>
        {(control) => <Input {...control} lang="en" maxLength={300} autoComplete="off" {...form.register('questionEn')} />}
      </FormField>
      <FormField id="faq-answer-en" label={t('admin:help.fields.answerEn')} error={message(errors.answerEn?.message)}>
        {(control) => <Textarea {...control} lang="en" rows={6} maxLength={4000} {...form.register('answerEn')} />}
      </FormField>
      <DialogFormFooter error={formError} onCancel={onDone} submitLabel={t('admin:actions.save')} busy={save.isPending} />
    </form>
  );
}
