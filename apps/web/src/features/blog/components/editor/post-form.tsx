import { Suspense, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOG_BODY_MAX,
  BLOG_CATEGORIES,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  MAX_TAGS,
  blogPostInput,
  type BlogPostDetail,
  type BlogPostInput,
  type BlogPostStatus,
} from '@garaj/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, type EditFormProps } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
// TipTap (ProseMirror) is large: the editor is downloaded only when this form shows.
import { LazyRichTextEditor } from '@/components/rich-text/lazy-editors';
import { useUploadsInProgress } from '@/hooks/use-uploads-in-progress';
import { SelectField } from '@/components/select-field';
import { imageItemFromView } from '@/components/image-upload';
import { TagsInput } from '@/components/tags-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { PROSE_CLASSES } from '../post/post-body';


/** True when the editor's HTML has text or an image (the server refuses an empty body too). */
export function hasBodyContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim().length > 0;
}

/** The form's values: the request body with the category still unchosen and the cover as an upload item. */
export const postFormSchema = z.object({
  title: blogPostInput.shape.title,
  excerpt: blogPostInput.shape.excerpt,
  category: z.enum(BLOG_CATEGORIES, { message: 'REQUIRED' }),
  tags: blogPostInput.shape.tags,
  body: z.string().max(BLOG_BODY_MAX, { message: 'TOO_LONG' }).refine(hasBodyContent, { message: 'BLOG_BODY_EMPTY' }),
  cover: z.array(z.object({ imageId: z.string().optional(), url: z.string(), srcset: z.string().nullish() })).max(1),
});
export type PostFormValues = z.input<typeof postFormSchema>;
type PostFormData = z.output<typeof postFormSchema>;

const formFields = ['title', 'excerpt', 'category', 'tags', 'body', 'cover'] as const;
type FormField = (typeof formFields)[number];

/** The server's field (`coverImageId`, `tags.2`) → the form's. */
function formFieldOf(path: string): FormField | null {
  if (path === 'coverImageId') return 'cover';
  const head = path.split('.')[0] as FormField;
  return formFields.includes(head) ? head : null;
}

function initialValues(post?: BlogPostDetail): PostFormValues {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    category: (post?.category ?? '') as PostFormValues['category'],
    tags: post?.tags ?? [],
    body: post?.bodyHtml ?? '',
    cover: post?.cover ? [imageItemFromView(post.cover)] : [],
  };
}

export type PostFormProps = EditFormProps<BlogPostDetail, BlogPostInput>;

/**
 * Write / edit a post: title, excerpt, category, tags, cover, the rich-text body; saved as a
 * draft or published. Checks what the server checks (zod, shared with it); the server's field
 * refusals come back on the fields, and nothing typed is lost on a failed save.
 */
export function PostForm({ initial, onSubmit, onCancel }: PostFormProps) {
  const { t } = useTranslation(['blog', 'errors']);
  const [defaultValues] = useState(() => initialValues(initial));
  const form = useForm<PostFormValues, unknown, PostFormData>({ defaultValues, resolver: zodResolver(postFormSchema) });
  const [uploads, onUploadingChange] = useUploadsInProgress();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState<BlogPostStatus | null>(null);
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);
  const busy = saving !== null || uploads > 0;
  const wasPublished = initial?.status === 'published';

  const save = (status: BlogPostStatus) =>
    form.handleSubmit(async (data) => {
      setFormError(null);
      setSaving(status);
      try {
        await onSubmit({
          title: data.title,
          excerpt: data.excerpt,
          category: data.category,
          tags: data.tags,
          body: data.body,
          coverImageId: data.cover[0]?.imageId ?? null,
          status,
        });
      } catch (error) {
        if (isApiError(error)) applyFieldErrors(error.fields, form.setError, formFieldOf);
        setFormError(getErrorMessage(error, t));
      } finally {
        setSaving(null);
      }
    });

  return (
    <form noValidate onSubmit={(event) => void save('published')(event)} className="grid gap-6" aria-busy={busy}>
      <FormField id="post-title" label={t('form.title')} error={message(errors.title?.message)}>
        {(control) => <Input {...control} maxLength={BLOG_TITLE_MAX} autoComplete="off" {...form.register('title')} />}
      </FormField>

      <FormField id="post-excerpt" label={t('form.excerpt')} hint={t('form.excerptHint', { max: BLOG_EXCERPT_MAX })} error={message(errors.excerpt?.message)}>
        {(control) => <Textarea {...control} rows={2} maxLength={BLOG_EXCERPT_MAX} {...form.register('excerpt')} />}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          id="post-category"
          label={t('form.category')}
          error={message(errors.category?.message)}
          control={form.control}
          name="category"
          options={BLOG_CATEGORIES}
          optionLabel={(category) => t(`categories.${category}`)}
          placeholder={t('form.categoryPlaceholder')}
          disabled={busy}
        />
        <FormField id="post-tags" label={t('form.tags')} hint={t('form.tagsHint', { max: MAX_TAGS })} error={message(errors.tags?.message ?? errors.tags?.root?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <TagsInput id={control.id} value={field.value ?? []} onChange={field.onChange} describedBy={control['aria-describedby']} invalid={control['aria-invalid']} disabled={busy} placeholder={t('form.tagsPlaceholder')} />
              )}
            />
          )}
        </FormField>
      </div>

      <ImageUploadField
        control={form.control}
        name="cover"
        id="post-cover"
        label={t('form.cover')}
        error={message(errors.cover?.message)}
        purpose="post"
        disabled={saving !== null}
        onUploadingChange={onUploadingChange}
      />

      <div className="grid gap-2">
        <span id="post-body-label" className="text-sm leading-none font-medium">
          {t('form.body')}
        </span>
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <Suspense fallback={<div className="h-80 animate-pulse rounded-md border bg-muted" aria-hidden="true" />}>
              <LazyRichTextEditor
                value={field.value}
                onChange={field.onChange}
                labelledBy="post-body-label"
                placeholder={t('editor.placeholder')}
                contentClassName={PROSE_CLASSES}
                describedBy={errors.body ? 'post-body-error' : undefined}
                invalid={Boolean(errors.body)}
                disabled={saving !== null}
                onUploadingChange={onUploadingChange}
              />
            </Suspense>
          )}
        />
        {errors.body ? (
          <p id="post-body-error" className="text-sm font-medium text-destructive">
            {message(errors.body.message)}
          </p>
        ) : null}
      </div>

      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving !== null}>
          {t('form.cancel')}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={(event) => void save('draft')(event)}>
          {saving === 'draft' ? t('form.saving') : t('form.saveDraft')}
        </Button>
        <Button type="submit" disabled={busy}>
          {saving === 'published' ? t('form.saving') : wasPublished ? t('form.update') : t('form.publish')}
        </Button>
      </div>
    </form>
  );
}
