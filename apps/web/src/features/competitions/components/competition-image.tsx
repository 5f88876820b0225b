import { Trophy } from 'lucide-react';
import { CoverImage, type CoverImageProps } from '@/components/cover-image';

/** A competition's (or an entry's garage's) image (components/cover-image.tsx); a trophy placeholder without one. */
export function CompetitionImage(props: CoverImageProps) {
  return (
    <CoverImage
      {...props}
      icon={Trophy}
      placeholderClassName="from-amber-100 to-orange-200 text-amber-700 dark:from-slate-800 dark:to-slate-900 dark:text-amber-400"
    />
  );
}
