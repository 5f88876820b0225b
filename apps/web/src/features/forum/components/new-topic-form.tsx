import { useId, useMemo, useState, type FormEvent } from 'react';
import { newTopicInput, MAX_TAGS, TOPIC_KINDS, FORUM_TITLE_MAX, type TopicDetail, type TopicKind } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { TagsInput } from '@/components/tags-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useCreateTopic } from '../api/create-topic';
import { useCategories } from '../api/get-categories';
import { useCategoryNames } from '../hooks/use-category-names';
import { textToHtml } from '@/lib/text-to-html';
import { DraftNotice } from '@/components/draft-notice';
import { useDraft } from '@/hooks/use-draft';
import { draftKey } from '@/lib/drafts';
import { useCurrentUser } from '@/lib/session';
import { SimilarTopics } from './similar-topics';

type Field = 'categoryId' | 'title' | 'body' | 'tags';

/** What a new topic's draft keeps (the category is the page's). */
interface TopicDraft {
  kind: TopicKind;
  title: string;
  body: string;
  tags: string[];
  isUrgent: boolean;
}
const isEmptyDraft = (draft: TopicDraft) => !draft.title.trim() && !draft.body.trim() && draft.tags.length === 0;

interface NewTopicFormProps {
  /** Preselected category (the category page's). */
  defaultCategoryId?: string;
  onCreated: (topic: TopicDetail) => void;
  onCancel?: () => void;
}

/**
 * New topic or question (the forum home's and a category's 'new topic'): category, kind
 * (question / discussion), title, details (plain text sent as escaped paragraphs; the server
 * sanitises), tags, 'Acil'. While the title is typed, similar published topics are listed under
 * it (components/similar-topics.tsx); the question is kept as a draft in the browser until it is
 * sent. An empty question says 'Hata' / 'Lütfen sorunuzu yazın.'; success
 * says 'Başarılı!' / 'Sorunuz başarıyla gönderildi.'. Checked with the API's own schema first.
 */
export function NewTopicForm({ defaultCategoryId, onCreated, onCancel }: NewTopicFormProps) {
  const { t } = useTranslation(['forum', 'common', 'errors']);
  const id = useId();
  const { data: categories } = useCategories();
  const names = useCategoryNames();
  const createTopic = useCreateTopic();
  const [categoryId, setCategoryId] = useState(defaultCategoryId ?? '');
  const [kind, setKind] = useState<TopicKind>('question');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [isUrgent, setIsUrgent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The question being written is kept in this browser until it is sent (hooks/use-draft.ts).
  const { user } = useCurrentUser();
  const draftValue = useMemo<TopicDraft>(() => ({ kind, title, body, tags, isUrgent }), [kind, title, body, tags, isUrgent]);
  const draft = useDraft(user ? draftKey(user.id, 'topic') : null, draftValue, isEmptyDraft, (saved) => {
    setKind(saved.kind);
    setTitle(saved.title);
    setBody(saved.body);
    setTags(saved.tags);
    setIsUrgent(saved.isUrgent);
  });
  const discardDraft = () => {
    setTitle('');
    setBody('');
    setTags([]);
    setIsUrgent(false);
    draft.discard();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createTopic.isPending) return;
    const input = { categoryId, kind, title, body: textToHtml(body), tags, isUrgent };
    const parsed = newTopicInput.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= getFieldMessage(issue.message, t);
      }
      setErrors(found);
      const first = found.title ?? found.categoryId ?? found.body ?? found.tags;
      toast.error(t('forum:toast.error'), { description: first });
      return;
    }
    setErrors({});
    try {
      const topic = await createTopic.mutateAsync(parsed.data);
      draft.discard();
      toast.success(t('forum:toast.success'), { description: t(kind === 'question' ? 'forum:toast.questionSent' : 'forum:toast.topicSent') });
      onCreated(topic);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([key, code]) => [key, getFieldMessage(code, t)])));
      }
      toast.error(t('forum:toast.error'), { description: getErrorMessage(error, t) });
    }
  };

  const busy = createTopic.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
      <FormField id={`${id}-category`} label={t('forum:newTopic.category')} error={errors.categoryId}>
        {(control) => (
          <Select value={categoryId} onValueChange={setCategoryId}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('forum:newTopic.categoryPlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {(categories ?? []).map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {names.get(category.id) ?? category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('forum:newTopic.kind')}</legend>
        <div className="flex flex-wrap gap-4">
          {TOPIC_KINDS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-primary"
              />
              {t(`forum:badges.kind.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <FormField id={`${id}-title`} label={t('forum:newTopic.titleLabel')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={FORUM_TITLE_MAX}
            placeholder={t('forum:newTopic.titlePlaceholder')}
            autoComplete="off"
          />
        )}
      </FormField>
      {draft.restored ? <DraftNotice onDiscard={discardDraft} /> : null}
      <SimilarTopics title={title} id={`${id}-similar`} />

      <FormField id={`${id}-body`} label={t('forum:newTopic.body')} error={errors.body}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={20_000}
            placeholder={t('forum:newTopic.bodyPlaceholder')}
          />
        )}
      </FormField>

      <FormField id={`${id}-tags`} label={t('forum:newTopic.tags')} hint={t('forum:newTopic.tagsHint', { max: MAX_TAGS })} error={errors.tags}>
        {(control) => (
          <TagsInput
            id={control.id}
            value={tags}
            onChange={setTags}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            disabled={createTopic.isPending}
            placeholder={t('forum:newTopic.tagsPlaceholder')}
          />
        )}
      </FormField>

      <div className="flex items-center gap-3">
        <Checkbox id={`${id}-urgent`} checked={isUrgent} onCheckedChange={(checked) => setIsUrgent(checked === true)} />
        <Label htmlFor={`${id}-urgent`} className="flex-wrap">
          <span>{t('forum:newTopic.urgent')}</span>
          <span className="font-normal text-muted-foreground">— {t('forum:newTopic.urgentHint')}</span>
        </Label>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('forum:newTopic.submitting') : t('forum:newTopic.submit')}
        </Button>
      </div>
    </form>
  );
}
