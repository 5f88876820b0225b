import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { isFormFailure, type FormFailure } from './form-action';
import { applyFieldErrors } from './form-errors';

/**
 * The react-hook-form form of a form posted to its route's action, with what the form needs from
 * that action: the last failure (from the browser's submit, or from the server's render of a
 * native post), a field's message (react-hook-form's own check first, else the action's), the
 * kept values (also the form's default values, and to render as `defaultValue` so the server's
 * HTML holds them), whether a submission is under way, and the `onSubmit` handler —
 * react-hook-form validates, then the form element itself is submitted to its `action` with
 * `useSubmit` (what is posted is exactly what a native post sends).
 *
 * `onFailure` runs in the browser once per new failure (e.g. a toast).
 */
export function useActionForm<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  options: UseFormProps<TFieldValues, unknown, TTransformed>,
  onFailure?: (failure: FormFailure) => void,
) {
  const actionData = useActionData<unknown>();
  const failure = isFormFailure(actionData) ? actionData : null;
  const kept = failure?.values ?? {};
  const form = useForm<TFieldValues, unknown, TTransformed>({
    ...options,
    defaultValues: { ...(options.defaultValues as object), ...kept } as UseFormProps<TFieldValues>['defaultValues'],
  });
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined;

  // A new failure: its field errors into react-hook-form (focus on the first), then the callback.
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  const shown = useRef<FormFailure | null>(null);
  useEffect(() => {
    if (!failure || shown.current === failure) return;
    shown.current = failure;
    applyFieldErrors(failure.fieldErrors, form.setError, (name) => name as Path<TFieldValues>);
    onFailureRef.current?.(failure);
  }, [failure, form]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.currentTarget;
      return form.handleSubmit(() => submit(target))(event);
    },
    [form, submit],
  );

  const { errors, isSubmitted } = form.formState;
  /** The message (code or key) of `name`: react-hook-form's, else the action's until the next submit. */
  const fieldError = (name: string): string | undefined =>
    (errors[name]?.message as string | undefined) ?? (isSubmitted ? undefined : failure?.fieldErrors[name]);
  const keptString = (name: string): string | undefined => {
    const value = kept[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { form, failure, busy, onSubmit, fieldError, kept, keptString };
}
