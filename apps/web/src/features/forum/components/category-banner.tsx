import type { ForumCategory } from '@garaj/shared';
import { FileText, MessageSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n';
import { categoryText } from '../utils/forum-text';
import { CategoryIcon } from './category-icon';
import { NewTopicButton } from './new-topic-button';

/** A forum category's banner: title, description, counts of topics, posts and members; 'Yeni Konu'. */
export function CategoryBanner({ category }: { category: ForumCategory }) {
  const { t, i18n } = useTranslation('forum');
  const { name, description } = categoryText(category, isLanguage(i18n.language) ? i18n.language : 'tr');
  const counts = [
    { icon: FileText, text: t('category.topics', { count: category.topicsCount }) },
    { icon: MessageSquare, text: t('category.posts', { count: category.topicsCount + category.repliesCount }) },
    { icon: Users, text: t('category.members', { count: category.membersCount }) },
  ];
  return (
    <header className="flex flex-col gap-4 rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-brand/10 p-5 sm:flex-row sm:items-center sm:p-8">
      <CategoryIcon name={category.icon} className="size-14 [&>svg]:size-7" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {counts.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-1.5 tabular-nums">
              <Icon className="size-4" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <NewTopicButton categoryId={category.id} className="self-start sm:self-center" />
    </header>
  );
}
