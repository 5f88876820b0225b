/**
 * Avatar: a round image with a fallback (initials) until the image has loaded, or when it
 * fails. Same markup and behaviour as Radix's Avatar, written out here because the header's
 * account button is part of the first download and Radix's version brings ~2 KB (gzip) of
 * context and primitive helpers along.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { cn } from '@/lib/utils';

type ImageLoadingStatus = 'idle' | 'loading' | 'loaded' | 'error';

const AvatarContext = createContext<[ImageLoadingStatus, Dispatch<SetStateAction<ImageLoadingStatus>>]>([
  'idle',
  () => {},
]);

export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  const status = useState<ImageLoadingStatus>('idle');
  return (
    <AvatarContext.Provider value={status}>
      <span
        data-slot="avatar"
        className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
        {...props}
      />
    </AvatarContext.Provider>
  );
}

function loadingStatusOf(image: HTMLImageElement): ImageLoadingStatus {
  if (!image.complete) return 'loading';
  return image.naturalWidth > 0 ? 'loaded' : 'error';
}

/** Rendered only once the image has loaded (the fallback shows until then). */
export function AvatarImage({ className, src, alt, ...props }: ComponentProps<'img'>) {
  const [status, setStatus] = useContext(AvatarContext);
  const { referrerPolicy, crossOrigin } = props;

  useLayoutEffect(() => {
    if (!src) {
      setStatus('error');
      return;
    }
    const image = new window.Image();
    const onLoad = () => setStatus(loadingStatusOf(image));
    const onError = () => setStatus('error');
    image.addEventListener('load', onLoad);
    image.addEventListener('error', onError);
    if (referrerPolicy) image.referrerPolicy = referrerPolicy;
    image.crossOrigin = crossOrigin ?? null;
    image.src = src;
    setStatus(loadingStatusOf(image));
    return () => {
      image.removeEventListener('load', onLoad);
      image.removeEventListener('error', onError);
      setStatus('idle');
    };
  }, [src, referrerPolicy, crossOrigin, setStatus]);

  return status === 'loaded' ? (
    <img className={cn('aspect-square size-full object-cover', className)} alt={alt} {...props} src={src} />
  ) : null;
}

/** Shown while there is no loaded image. */
export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  const [status] = useContext(AvatarContext);
  if (status === 'loaded') return null;
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}
