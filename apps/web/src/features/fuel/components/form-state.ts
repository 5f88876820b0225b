import { useActionData, useNavigation } from 'react-router';
import type { TFunction } from 'i18next';
import { getFieldMessage } from '@/lib/error-message';
import { failureText, intentFailure } from '@/lib/page-intent';

/**
 * What one of the page's forms needs from the route action's last answer: its failure (only when
 * it was this form's `intent`, and `target` when given), the values to fill the fields with
 * again, a field's translated error, the whole form's message, and whether it is being sent.
 */
export function useFuelForm(intent: string, target: string | undefined, t: TFunction) {
  const failure = intentFailure(useActionData<unknown>(), intent, target);
  const navigation = useNavigation();
  const kept = failure?.values ?? {};
  return {
    failure,
    busy: navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
    text: (name: string, fallback: string): string => (typeof kept[name] === 'string' ? kept[name] : fallback),
    checked: (name: string, fallback: boolean): boolean => (typeof kept[name] === 'boolean' ? kept[name] : kept[name] === 'on' || (failure ? false : fallback)),
    error: (name: string): string | undefined => getFieldMessage(failure?.fieldErrors[name], t),
    formError: failure && !Object.keys(failure.fieldErrors).length ? failureText(failure, t) : undefined,
  };
}
