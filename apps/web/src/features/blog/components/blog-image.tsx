import { Newspaper } from 'lucide-react';
import { CoverImage, type CoverImageProps } from '@/components/cover-image';

/**
 * A post's cover (components/cover-image.tsx); without one a neutral placeholder. `alt=""`:
 * decorative (next to the post's title).
 */
export function BlogImage(props: CoverImageProps) {
  return (
    <CoverImage
      {...props}
      icon={Newspaper}
      placeholderClassName="from-slate-200 to-slate-300 text-slate-500 dark:from-slate-800 dark:to-slate-900 dark:text-slate-400"
    />
  );
}
