import { useId, useState, type FormEvent } from 'react';
import { FORUM_TITLE_MAX, type ForumCategory, type TopicDetail } from '@garaj/shared';
import { LogIn, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/error-message';
import { isLanguage } from '@/lib/i18n';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useCreateTopic } from '../api/create-topic';
import { categoryText } from '../utils/forum-text';

interface LiveQaAskProps {
  /** The Q&A categories (the select's options). */
  categories: ForumCategory[];
  /** Preselected: the category chip chosen, if any. */
  defaultCategoryId: string | null;
  onAsked: (question: TopicDetail) => void;
}

/**
 * The quick-ask box (Live Q&A): category, question, 'Sor'. Members only — visitors read
 * why, with a sign-in link. Empty: 'Hata' / 'Lütfen sorunuzu yazın.'; sent: 'Başarılı!' /
 * 'Sorunuz başarıyla gönderildi.'. The question becomes a topic of kind `question` (title only).
 */
export function LiveQaAsk({ categories, defaultCategoryId, onAsked }: LiveQaAskProps) {
  const { t, i18n } = useTranslation(['forum', 'errors']);
  const id = useId();
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const createTopic = useCreateTopic();
  const [chosen, setChosen] = useState('');
  const [text, setText] = useState('');
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const categoryId = chosen || defaultCategoryId || categories[0]?.id || '';

  if (!user) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted-foreground">{t('forum:live.loginText')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={loginPath(pathname + search)}>
            <LogIn aria-hidden="true" />
            {t('forum:live.loginLink')}
          </Link>
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createTopic.isPending) return;
    const title = text.trim();
    if (!title) {
      toast.error(t('forum:toast.error'), { description: t('forum:toast.questionEmpty') });
      return;
    }
    createTopic.mutate(
      { categoryId, kind: 'question', title },
      {
        onSuccess: (question) => {
          setText('');
          toast.success(t('forum:toast.success'), { description: t('forum:toast.questionSent') });
          onAsked(question);
        },
        onError: (error) => toast.error(t('forum:toast.error'), { description: getErrorMessage(error, t) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('forum:live.askHeading')} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>{t('forum:live.categoryLabel')}</Label>
        <Select value={categoryId} onValueChange={setChosen}>
          <SelectTrigger id={`${id}-category`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {categories.map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {categoryText(category, language).name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-question`}>{t('forum:live.askLabel')}</Label>
        <Input
          id={`${id}-question`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('forum:live.askPlaceholder')}
          maxLength={FORUM_TITLE_MAX}
          autoComplete="off"
          enterKeyHint="send"
        />
      </div>
      <Button type="submit" disabled={createTopic.isPending}>
        <Send aria-hidden="true" />
        {createTopic.isPending ? t('forum:live.asking') : t('forum:live.ask')}
      </Button>
    </form>
  );
}
