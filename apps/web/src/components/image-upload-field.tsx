import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { ImageUpload, type ImageUploadItem } from '@/components/image-upload';
import type { ImagePurpose } from '@/lib/upload-image';

interface ImageUploadFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form value holding the images (`ImageUploadItem[]`, one item for a single image). */
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated error message. */
  error?: string;
  purpose: ImagePurpose;
  multiple?: boolean;
  disabled?: boolean;
  /** Tells the form when an upload starts and ends (see `useUploadsInProgress`). */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * One image field of a react-hook-form form: label, hint and error around an `ImageUpload`
 * bound to `name`, tied together for assistive technology.
 */
export function ImageUploadField<T extends FieldValues>(props: ImageUploadFieldProps<T>) {
  const { control, name, id, label, hint, error, purpose, multiple, disabled, onUploadingChange } = props;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(fieldControl) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <ImageUpload
              id={fieldControl.id}
              purpose={purpose}
              multiple={multiple}
              value={field.value as ImageUploadItem[]}
              onChange={field.onChange}
              disabled={disabled}
              invalid={fieldControl['aria-invalid']}
              aria-describedby={fieldControl['aria-describedby']}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      )}
    </FormField>
  );
}
