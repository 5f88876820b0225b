/**
 * ImageUpload — pick or drop images (docs/product.md, Images and Gallery).
 * Used by the garage form (several photos, first = cover) and the profile avatar (one image).
 *
 * Props:
 * - `purpose`: `'garage' | 'avatar' | 'post' | 'event' | 'competition' | 'message'` — sent to `POST /api/images?purpose=…`; picks the success toast.
 * - `value`: the images in order (`ImageUploadItem[]`); the first one is the cover. With
 *   `multiple={false}` (default) it holds at most one image and a new one replaces it.
 * - `onChange(next)`: called with the whole new list after an upload, move or removal.
 * - `multiple`: allow several images (thumbnails with move left/right, "set as cover", remove).
 * - `max`: most images allowed (default 12 when `multiple`, else 1).
 * - `disabled`: freeze everything (e.g. while the surrounding form saves).
 * - `onUploadingChange(uploading)`: tells the parent when uploads start and end.
 * - `id`: id of the file input (an outside `<Label htmlFor>` may point at it).
 * - `invalid` / `aria-describedby`: an outside error message for the control.
 *
 * Files are checked here first (≤ 10 MB, JPG/PNG/WebP) and uploaded at once; the server checks
 * again. External image addresses are not offered (the server no longer takes new ones,
 * an unchecked URL may point anywhere); an item read from an older garage or avatar may still
 * carry a `url`, which the server keeps. Send `toImageRef(item)` (`{ imageId }` or `{ url }`) to the API; `imageItemFromView(view)`
 * turns a stored `ImageView` (e.g. `GarageDetail.photos`, `MyProfile.avatar`) into an item.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ArrowLeft,
  ArrowRight,
  ImagePlus,
  Star,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import { MAX_PHOTOS_PER_GARAGE } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  IMAGE_ACCEPT,
  checkImageFile,
  getUploadErrorMessage,
  imageItemFromView,
  imageItemKey,
  uploadImage,
  type ImagePurpose,
  type ImageUploadItem,
} from '@/lib/upload-image';
import { cn } from '@/lib/utils';

export { imageItemFromView, toImageRef, type ImageUploadItem } from '@/lib/upload-image';

export interface ImageUploadProps {
  purpose: ImagePurpose;
  value: ImageUploadItem[];
  onChange: (value: ImageUploadItem[]) => void;
  multiple?: boolean;
  max?: number;
  disabled?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}

export function ImageUpload(props: ImageUploadProps) {
  const { purpose, value, onChange, multiple = false, disabled = false, onUploadingChange } = props;
  const max = props.max ?? (multiple ? MAX_PHOTOS_PER_GARAGE : 1);
  const { t } = useTranslation(['upload', 'errors']);
  const autoId = useId();
  const inputId = props.id ?? `${autoId}-file`;
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const valueRef = useRef(value);
  valueRef.current = value;
  const single = !multiple || max <= 1;
  const uploading = pending > 0;
  const full = !single && value.length >= max;
  const { mutateAsync } = useMutation({ mutationFn: (file: File) => uploadImage(file, purpose) });

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const fail = (message: string, notify = true) => {
    setProblem(message);
    if (notify) toast.error(message);
  };
  /** Adds items after the current ones (or replaces the one image in single mode). */
  const add = (items: ImageUploadItem[]) =>
    onChange(single ? items.slice(0, 1) : [...valueRef.current, ...items].slice(0, max));

  async function handleFiles(files: File[]) {
    if (disabled || uploading || files.length === 0) return;
    setProblem(null);
    const room = single ? 1 : max - valueRef.current.length;
    if (!single && files.length > room) fail(t('upload:tooMany', { count: max }));
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refusal = checkImageFile(file);
      if (refusal) fail(t(`errors:${refusal}`));
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    setPending(accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => mutateAsync(file)));
    setPending(0);
    const uploaded = results.flatMap((r) =>
      r.status === 'fulfilled' ? [imageItemFromView(r.value)] : [],
    );
    if (uploaded.length > 0) {
      add(uploaded);
      toast.success(t(`upload:success.${purpose}`));
    }
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) fail(getUploadErrorMessage(failure.reason, t));
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles(Array.from(event.dataTransfer.files));
  };

  const locked = disabled || uploading || full;
  const describedBy = [
    `${autoId}-help`,
    problem ? `${autoId}-problem` : null,
    props['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="min-w-0 space-y-4" aria-busy={uploading}>
      <ImageUploadList
        items={value}
        single={single}
        pending={pending}
        disabled={disabled}
        onChange={onChange}
      />

      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={!single}
          disabled={locked}
          className="peer sr-only"
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = ''; // the same file may be picked again later
            void handleFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-muted/50 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            dragging && 'border-primary bg-primary/5',
            props.invalid && 'border-destructive',
          )}
        >
          {uploading ? (
            <Spinner label={t('upload:uploading')} showLabel />
          ) : (
            <>
              <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
              <span className="text-sm font-medium">
                {full
                  ? t('upload:tooMany', { count: max })
                  : t(single ? 'upload:chooseOne' : 'upload:choose')}
              </span>
            </>
          )}
        </label>
        <p id={`${autoId}-help`} className="mt-2 text-xs text-muted-foreground">
          {t('upload:help')} ·{' '}
          {single
            ? t('upload:limitSingle')
            : t('upload:limitMultiple', { max, count: value.length })}
        </p>
      </div>

      <p
        id={`${autoId}-problem`}
        className="text-sm font-medium text-destructive empty:hidden"
        aria-live="polite"
      >
        {problem}
      </p>
    </div>
  );
}

type PhotoAction = 'left' | 'right' | 'cover' | 'remove';
type PhotoButtonSpec = [PhotoAction, LucideIcon, string, boolean, () => void];

interface ImageUploadListProps {
  items: ImageUploadItem[];
  single: boolean;
  pending: number;
  disabled: boolean;
  onChange: (value: ImageUploadItem[]) => void;
}

/** Thumbnails with move left/right, "set as cover" and remove; focus follows the moved photo. */
function ImageUploadList({ items, single, pending, disabled, onChange }: ImageUploadListProps) {
  const { t } = useTranslation('upload');
  const listRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef<{ key: string; action: PhotoAction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target || !listRef.current) return;
    const row = [...listRef.current.querySelectorAll<HTMLElement>('[data-photo-key]')].find(
      (el) => el.dataset.photoKey === target.key,
    );
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [items]);

  const move = (from: number, to: number, action: PhotoAction) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    focusNext.current = { key: imageItemKey(moved), action };
    setAnnouncement(action === 'cover' ? t('coverSet') : t('moved', { position: to + 1 }));
    onChange(next);
  };

  const remove = (index: number) => {
    const neighbour = items[index + 1] ?? items[index - 1];
    if (neighbour) focusNext.current = { key: imageItemKey(neighbour), action: 'remove' };
    setAnnouncement(t('removed'));
    onChange(items.filter((_, i) => i !== index));
  };

  const placeholders = single ? 0 : pending;
  /** [action, icon, label key, unavailable here, run] for a photo's buttons. */
  const actionsFor = (index: number): PhotoButtonSpec[] => {
    const remover: PhotoButtonSpec = ['remove', Trash2, 'remove', false, () => remove(index)];
    if (single) return [remover];
    const last = index === items.length - 1;
    return [
      ['left', ArrowLeft, 'moveLeft', index === 0, () => move(index, index - 1, 'left')],
      ['right', ArrowRight, 'moveRight', last, () => move(index, index + 1, 'right')],
      ['cover', Star, 'makeCover', index === 0, () => move(index, 0, 'cover')],
      remover,
    ];
  };

  return (
    <>
      {items.length + placeholders > 0 ? (
        <ul
          ref={listRef}
          className={cn(
            'grid gap-3',
            single ? 'max-w-48 grid-cols-1' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
          )}
        >
          {items.map((item, index) => (
            <li
              key={imageItemKey(item)}
              data-photo-key={imageItemKey(item)}
              className="overflow-hidden rounded-lg border bg-card"
            >
              <div className="relative aspect-[4/3] bg-muted">
                <img
                  src={item.url}
                  srcSet={item.srcset ?? undefined}
                  sizes={single ? '12rem' : '(min-width: 1024px) 12rem, 50vw'}
                  alt={t('photoAlt', { index: index + 1, count: items.length })}
                  className="size-full object-cover"
                  loading="lazy"
                />
                {!single && index === 0 ? (
                  <Badge className="absolute top-2 left-2">{t('cover')}</Badge>
                ) : null}
              </div>
              <div className="flex items-center justify-center gap-0.5 p-1 sm:gap-1 sm:p-1.5">
                {actionsFor(index).map(([action, Icon, label, atEdge, run]) => (
                  <Button
                    key={action}
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 sm:size-8"
                    data-action={action}
                    aria-label={t(label, { index: index + 1 })}
                    title={t(label, { index: index + 1 })}
                    disabled={disabled || atEdge}
                    onClick={run}
                  >
                    <Icon className={action === 'remove' ? 'text-destructive' : undefined} />
                  </Button>
                ))}
              </div>
            </li>
          ))}
          {Array.from({ length: placeholders }, (_, i) => (
            <li
              key={`pending-${i}`}
              className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed bg-muted/50"
            >
              <Spinner size="sm" label={t('uploading')} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
