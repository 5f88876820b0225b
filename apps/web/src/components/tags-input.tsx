import { useState, type KeyboardEvent } from 'react';
import { BLOG_TAG_MAX, BLOG_TAG_MIN, MAX_TAGS, foldForSearch } from '@garaj/shared';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface TagsInputProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Shown in the empty field (the field says when it is full instead). */
  placeholder?: string;
}

/**
 * Tags of a blog post or a forum topic: typed and added with Enter or a comma (2–30 characters,
 * at most 8, no repeat ignoring Turkish case and accents), each removable. Enter never submits
 * the surrounding form; leaving the field adds what was typed. The server checks the same rules.
 */
export function TagsInput({ id, value, onChange, describedBy, invalid = false, disabled = false, placeholder }: TagsInputProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= MAX_TAGS;

  const add = () => {
    const tag = draft.trim().replace(/^#+/, '');
    if (!tag) return;
    if (tag.length < BLOG_TAG_MIN || tag.length > BLOG_TAG_MAX) return setProblem(t('tags.length'));
    if (full) return setProblem(t('tags.full', { count: MAX_TAGS }));
    if (value.some((existing) => foldForSearch(existing) === foldForSearch(tag))) return setProblem(t('tags.duplicate'));
    onChange([...value, tag]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const problemId = `${id}-problem`;
  return (
    <div className="grid gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('tags.list')}>
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              #{tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((v) => v !== tag))}
                className="rounded-full p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={t('tags.remove', { tag })}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        disabled={disabled || full}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
        maxLength={BLOG_TAG_MAX + 1}
        placeholder={full ? t('tags.full', { count: MAX_TAGS }) : placeholder}
        aria-invalid={invalid || Boolean(problem)}
        aria-describedby={cn(describedBy, problem && problemId) || undefined}
      />
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
